import type { AdminPageActionAnswer, AdminPageAnswer, AdminPageBlock, AdminPageList, PageDraftBody } from '@northbend/shared';
import { adminGet, adminPost, adminPut, adminRequest } from '../api/client';
import { uploadFile } from '../api/upload';

const page = (pageId: string) => `pages/${encodeURIComponent(pageId)}`;

/** The back office's content page calls (/api/v1/admin/pages…) and the image upload the blocks use. */
export const pagesApi = {
  list: (signal?: AbortSignal) => adminGet<AdminPageList>('pages', signal),
  get: (pageId: string, signal?: AbortSignal) => adminGet<AdminPageAnswer>(page(pageId), signal),
  saveDraft: (pageId: string, blocks: AdminPageBlock[]) =>
    adminPut<AdminPageActionAnswer>(page(pageId), { page_component_list: blocks } satisfies PageDraftBody),
  publish: (pageId: string) => adminPost<AdminPageActionAnswer>(`${page(pageId)}/publish`),
  discard: (pageId: string) => adminRequest<AdminPageActionAnswer>(`${page(pageId)}/draft`, { method: 'DELETE' }),
  restore: (pageId: string, versionId: string) =>
    adminPost<AdminPageActionAnswer>(`${page(pageId)}/versions/${encodeURIComponent(versionId)}/restore`),
  /** POST /api/v1/admin/images (multipart `file`): the stored picture's /images/… URL. */
  uploadImage: async (file: File): Promise<string> => (await uploadFile<{ result: { url: string } }>('images', file)).result.url,
};
