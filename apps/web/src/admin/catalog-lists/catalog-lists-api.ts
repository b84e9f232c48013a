import type {
  AdminCategoryAnswer,
  AdminCategoryTree,
  AdminDeletedAnswer,
  AdminKeywordDropdownAnswer,
  AdminKeywordDropdownList,
  AdminMachineMakeAnswer,
  AdminMachineMakeList,
  CategoryCreateBody,
  CategoryMoveBody,
  CategoryUpdateBody,
  KeywordDropdownBodyInput,
} from '@northbend/shared';
import { adminGet, adminPatch, adminPost, adminPut, adminRequest } from '../api/client';
import { uploadFile } from '../api/upload';

const id = encodeURIComponent;
const remove = <T>(path: string) => adminRequest<T>(path, { method: 'DELETE' });

/** The back office's category calls (/api/v1/admin/categories…). */
export const categoriesApi = {
  tree: (signal?: AbortSignal) => adminGet<AdminCategoryTree>('categories', signal),
  create: (body: Partial<CategoryCreateBody>) => adminPost<AdminCategoryAnswer>('categories', body),
  update: (categoryId: string, body: CategoryUpdateBody) => adminPatch<AdminCategoryAnswer>(`categories/${id(categoryId)}`, body),
  move: (categoryId: string, body: CategoryMoveBody) => adminPost<AdminCategoryAnswer>(`categories/${id(categoryId)}/move`, body),
  remove: (categoryId: string) => remove<AdminDeletedAnswer>(`categories/${id(categoryId)}`),
};

/** The back office's machine make and model calls (/api/v1/admin/machine-makes…). */
export const machinesApi = {
  list: (signal?: AbortSignal) => adminGet<AdminMachineMakeList>('machine-makes', signal),
  createMake: (name: string) => adminPost<AdminMachineMakeAnswer>('machine-makes', { name }),
  renameMake: (makeId: string, name: string) => adminPatch<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}`, { name }),
  moveMake: (makeId: string, position: number) => adminPost<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}/move`, { position }),
  removeMake: (makeId: string) => remove<AdminDeletedAnswer>(`machine-makes/${id(makeId)}`),
  createModel: (makeId: string, name: string) => adminPost<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}/models`, { name }),
  renameModel: (makeId: string, modelId: string, name: string) =>
    adminPatch<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}/models/${id(modelId)}`, { name }),
  moveModel: (makeId: string, modelId: string, position: number) =>
    adminPost<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}/models/${id(modelId)}/move`, { position }),
  removeModel: (makeId: string, modelId: string) => remove<AdminMachineMakeAnswer>(`machine-makes/${id(makeId)}/models/${id(modelId)}`),
};

/** The back office's keyword dropdown calls (/api/v1/admin/keywords…). */
export const keywordsApi = {
  list: (signal?: AbortSignal) => adminGet<AdminKeywordDropdownList>('keywords', signal),
  save: (dropdownId: string, body: KeywordDropdownBodyInput) => adminPut<AdminKeywordDropdownAnswer>(`keywords/${id(dropdownId)}`, body),
};

/** POST /api/v1/admin/images (multipart `file`): the stored picture's /images/… URL. */
export const uploadImage = async (file: File): Promise<string> =>
  (await uploadFile<{ result: { url: string } }>('images', file)).result.url;
