import { isAbsolute, resolve, sep } from 'node:path';
import { badRequest } from '../../lib/http-errors.js';

/**
 * Widths a client may ask for. A fixed list keeps the disk cache bounded: an open width would let
 * anyone fill it with one variant per pixel. 600 and 800 are the demo's native category and product
 * sizes, so a srcset can name them exactly. The storefront's ResponsiveImage keeps the same list.
 */
export const VARIANT_WIDTHS = [160, 320, 480, 600, 640, 768, 800, 1024, 1280, 1600, 1920] as const;
export const VARIANT_FORMATS = ['webp', 'avif', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Originals that can be resized; anything else under /images/ is only served as it is. */
export const VARIANT_SOURCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'] as const;

export interface VariantRequest {
  width?: number;
  format?: VariantFormat;
}

/** `?w=&f=` of an image URL; null when neither is given, so the original is served unchanged. */
export function parseVariantQuery(query: Record<string, unknown>): VariantRequest | null {
  const { w, f } = query;
  if (w === undefined && f === undefined) return null;
  const request: VariantRequest = {};
  if (w !== undefined) {
    const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      throw badRequest(`Image width w must be one of ${VARIANT_WIDTHS.join(', ')}`);
    }
    request.width = width;
  }
  if (f !== undefined) {
    if (typeof f !== 'string' || !(VARIANT_FORMATS as readonly string[]).includes(f)) {
      throw badRequest(`Image format f must be one of ${VARIANT_FORMATS.join(', ')}`);
    }
    request.format = f as VariantFormat;
  }
  return request;
}

/**
 * The file a relative image path names, inside imagesDir and nowhere else. The path arrives
 * URL-decoded, so `%2e%2e` and `%00` are already `..` and NUL here.
 */
export function resolveImagePath(imagesDir: string, relative: string): string {
  const invalid = () => badRequest('The image path is not valid');
  if (relative.includes('\0') || relative.includes('\\') || isAbsolute(relative)) throw invalid();
  if (relative.split('/').some((segment) => segment === '..')) throw invalid();
  const root = resolve(imagesDir);
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) throw invalid();
  return full;
}
