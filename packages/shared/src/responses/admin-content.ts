import { z } from 'zod';

/** Answers of the back office's content page calls (/api/v1/admin/pages…); the admin UI's types. */

/** One block in the storefront's shape: its kind, its order and its `cmpBlock_*` fields. */
export const AdminPageBlock = z.looseObject({ cmpBlock_id: z.string(), cmp_block_order: z.number() });
export type AdminPageBlock = z.infer<typeof AdminPageBlock>;

export const AdminPageRow = z.object({
  page_id: z.string(),
  page_title: z.string(),
  page_slug: z.string(),
  has_draft: z.boolean(),
  draft_updated_at: z.string().nullable(),
  draft_updated_by: z.string().nullable().describe('Name of the staff user who last saved the draft'),
  published_at: z.string().nullable().describe('Last publication from the back office; null while the page is as seeded'),
  published_by: z.string().nullable(),
});
export type AdminPageRow = z.infer<typeof AdminPageRow>;

export const AdminPageList = z.object({ result: z.array(AdminPageRow) });
export type AdminPageList = z.infer<typeof AdminPageList>;

export const AdminPageVersion = z.object({
  _id: z.string(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  block_count: z.number(),
});
export type AdminPageVersion = z.infer<typeof AdminPageVersion>;

export const AdminPageDetail = AdminPageRow.extend({
  /** The draft's blocks when there is a draft, else the published ones. */
  page_component_list: z.array(AdminPageBlock),
  /** The last published versions, newest first (at most PAGE_VERSIONS_KEPT). */
  versions: z.array(AdminPageVersion),
});
export type AdminPageDetail = z.infer<typeof AdminPageDetail>;

export const AdminPageAnswer = z.object({ result: AdminPageDetail });
export type AdminPageAnswer = z.infer<typeof AdminPageAnswer>;

export const AdminPageActionAnswer = z.object({ message: z.string(), result: AdminPageDetail });
export type AdminPageActionAnswer = z.infer<typeof AdminPageActionAnswer>;

/** How many published versions of a page are kept for restore. */
export const PAGE_VERSIONS_KEPT = 20;
