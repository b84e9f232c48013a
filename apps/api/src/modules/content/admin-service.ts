import { PAGE_VERSIONS_KEPT, type AdminPageDetail, type AdminPageRow, type PageBlockValue } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { StoredBlock } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { staffNames } from '../staff/index.js';
import {
  deleteDraftRow,
  findDraft,
  findPageRow,
  findVersion,
  insertVersion,
  latestVersions,
  listDrafts,
  listPageRows,
  listVersions,
  publishedBlocks,
  pruneVersions,
  replacePublishedBlocks,
  saveDraftRow,
  type DraftRow,
  type PageRow,
  type VersionRow,
} from './admin-queries.js';
import { summarizeBlockChange, kindsOf } from './block-changes.js';
import { answerBlocksOf, storedBlocksOf } from './block-input.js';

export const ADMIN_PAGE_MESSAGES = {
  notFound: 'Page not found',
  versionNotFound: 'This version was not found. Only the last 20 published versions are kept.',
  nothingToPublish: 'Nothing to publish',
  draftSaved: 'The draft has been saved. Visitors see it once it is published.',
  published: 'The page has been published.',
  discarded: 'The draft has been discarded.',
  restored: 'The version has been restored as the draft. Publish it to show it to visitors.',
} as const;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

/**
 * The content pages in the back office (issue 12): staff edit a draft of a page's blocks, which
 * visitors do not see; publishing copies it over page_blocks in one transaction and keeps it as
 * a version that can be restored later.
 */
export function adminPageService({ db }: { db: Database }) {
  async function pageOrThrow(tx: Database, pageId: string, lock = false): Promise<PageRow> {
    const page = await findPageRow(tx, pageId, lock);
    if (!page) throw notFound(ADMIN_PAGE_MESSAGES.notFound);
    return page;
  }

  function rowOf(page: PageRow, draft: DraftRow | undefined, latest: VersionRow | undefined, names: Map<string, string>): AdminPageRow {
    return {
      page_id: page.id,
      page_title: page.title,
      page_slug: page.slug,
      has_draft: !!draft,
      draft_updated_at: iso(draft?.updatedAt),
      draft_updated_by: (draft?.updatedBy && names.get(draft.updatedBy)) ?? null,
      published_at: iso(latest?.publishedAt),
      published_by: (latest?.publishedBy && names.get(latest.publishedBy)) ?? null,
    };
  }

  async function detail(pageId: string): Promise<AdminPageDetail> {
    const page = await pageOrThrow(db, pageId);
    const [draft, versions] = await Promise.all([findDraft(db, pageId), listVersions(db, pageId, PAGE_VERSIONS_KEPT)]);
    const names = await staffNames(db, [draft?.updatedBy ?? null, ...versions.map((v) => v.publishedBy)]);
    return {
      ...rowOf(page, draft, versions[0], names),
      page_component_list: answerBlocksOf(draft ? draft.blocks : await publishedBlocks(db, pageId)),
      versions: versions.map((v) => ({
        _id: v.id,
        published_at: v.publishedAt.toISOString(),
        published_by: (v.publishedBy && names.get(v.publishedBy)) ?? null,
        block_count: v.blocks.length,
      })),
    };
  }

  /** The draft if there is one, else what is published: what a new draft replaces. */
  async function currentBlocks(tx: Database, pageId: string): Promise<StoredBlock[]> {
    return (await findDraft(tx, pageId))?.blocks ?? publishedBlocks(tx, pageId);
  }

  return {
    async list(): Promise<AdminPageRow[]> {
      const [pages, drafts, latest] = await Promise.all([listPageRows(db), listDrafts(db), latestVersions(db)]);
      const draftOf = new Map(drafts.map((d) => [d.pageId, d]));
      const names = await staffNames(db, [...drafts.map((d) => d.updatedBy), ...[...latest.values()].map((v) => v.publishedBy)]);
      return pages.map((p) => rowOf(p, draftOf.get(p.id), latest.get(p.id), names));
    },

    detail,

    async saveDraft(me: SignedInStaff, pageId: string, input: readonly PageBlockValue[]): Promise<AdminPageDetail> {
      const blocks = storedBlocksOf(input);
      await db.transaction(async (tx) => {
        const page = await pageOrThrow(tx, pageId, true);
        const change = summarizeBlockChange(await currentBlocks(tx, pageId), blocks);
        await saveDraftRow(tx, pageId, blocks, me.id);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'page.draft_save',
          entityType: 'page',
          entityId: pageId,
          summary: `${me.email} saved a draft of ${page.title} (${blocks.length} blocks, ${change.changedFields} fields changed)`,
          before: change.before,
          after: change.after,
        });
      });
      return detail(pageId);
    },

    async publish(me: SignedInStaff, pageId: string): Promise<AdminPageDetail> {
      await db.transaction(async (tx) => {
        const page = await pageOrThrow(tx, pageId, true);
        const draft = await findDraft(tx, pageId);
        if (!draft) throw new HttpError(409, ADMIN_PAGE_MESSAGES.nothingToPublish);
        const change = summarizeBlockChange(await publishedBlocks(tx, pageId), draft.blocks);
        await replacePublishedBlocks(tx, pageId, draft.blocks);
        const version = await insertVersion(tx, pageId, draft.blocks, me.id);
        await deleteDraftRow(tx, pageId);
        await pruneVersions(tx, pageId, PAGE_VERSIONS_KEPT);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'page.publish',
          entityType: 'page',
          entityId: pageId,
          summary: `${me.email} published ${page.title} (${draft.blocks.length} blocks)`,
          before: change.before,
          after: { ...change.after, version_id: version.id },
        });
      });
      return detail(pageId);
    },

    async discard(me: SignedInStaff, pageId: string): Promise<AdminPageDetail> {
      await db.transaction(async (tx) => {
        const page = await pageOrThrow(tx, pageId, true);
        const draft = await findDraft(tx, pageId);
        if (!draft) return;
        await deleteDraftRow(tx, pageId);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'page.discard',
          entityType: 'page',
          entityId: pageId,
          summary: `${me.email} discarded the draft of ${page.title}`,
          before: { blocks: kindsOf(draft.blocks), updated_at: draft.updatedAt.toISOString() },
          after: null,
        });
      });
      return detail(pageId);
    },

    async restore(me: SignedInStaff, pageId: string, versionId: string): Promise<AdminPageDetail> {
      await db.transaction(async (tx) => {
        const page = await pageOrThrow(tx, pageId, true);
        const version = await findVersion(tx, pageId, versionId);
        if (!version) throw notFound(ADMIN_PAGE_MESSAGES.versionNotFound);
        const change = summarizeBlockChange(await currentBlocks(tx, pageId), version.blocks);
        await saveDraftRow(tx, pageId, version.blocks, me.id);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'page.restore',
          entityType: 'page',
          entityId: pageId,
          summary: `${me.email} restored the version of ${page.title} published ${version.publishedAt.toISOString()} as the draft`,
          before: change.before,
          after: { ...change.after, version_id: version.id, published_at: version.publishedAt.toISOString() },
        });
      });
      return detail(pageId);
    },
  };
}
