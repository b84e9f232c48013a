import type { AdminImageUploaded, AdminProductDetail, AdminProductPage, AdminProductSaved, ProductInputBody } from '@northbend/shared';
import { adminGet, adminPost, adminPut } from '../api/client';
import { uploadFile } from '../api/upload';

const product = (id: string) => `products/${encodeURIComponent(id)}`;

/** The back office's product calls (/api/v1/admin/products…, /images); `query` is a '?…' string or ''. */
export const productsApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminProductPage>(`products${query}`, signal),
  get: (id: string, signal?: AbortSignal) => adminGet<AdminProductDetail>(product(id), signal),
  create: (body: ProductInputBody) => adminPost<AdminProductSaved>('products', body),
  update: (id: string, body: ProductInputBody) => adminPut<AdminProductSaved>(product(id), body),
  duplicate: (id: string) => adminPost<AdminProductSaved>(`${product(id)}/duplicate`),
  archive: (id: string) => adminPost<AdminProductDetail>(`${product(id)}/archive`),
  restore: (id: string) => adminPost<AdminProductDetail>(`${product(id)}/restore`),
  /** PNG, JPEG or WebP; the server re-encodes it and answers its /images/… URL. */
  uploadImage: (file: File) => uploadFile<AdminImageUploaded>('images', file),
};
