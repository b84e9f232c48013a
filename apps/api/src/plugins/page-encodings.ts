import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a kept storefront page is sent in besides plain HTML (decision 019). */
export type PageEncoding = 'br' | 'gzip';

/**
 * Compression levels for a page made once and sent for a few seconds (PAGE_CACHE_MS). Measured on
 * the demo shop's pages (a product 24 KB, Home 33 KB, the store home 66 KB): brotli quality 5 takes
 * 0.6–2.8 ms for 4.8 / 6.7 / 10.3 KB; quality 11 takes 27–77 ms (a whole render's time again) to
 * save another 10 %, which a copy kept 5 s cannot pay back; gzip level 6 0.2–0.7 ms for 5.2 / 7.1 /
 * 11.4 KB (level 9 no smaller).
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const deflateGzip = promisify(gzip);

/**
 * One encoded copy of a page, made on libuv's threads (the event loop keeps serving meanwhile).
 * Text mode and the size hint let brotli tune its window to the page.
 */
export function encodePage(html: string, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return deflateGzip(html, { level: GZIP_LEVEL });
  return brotli(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}

/**
 * The encoding to send a page in for an Accept-Encoding header: brotli where the client takes it
 * at least as gladly as gzip (smaller, and made once per kept page), else gzip, else none (plain).
 * `q=0` refuses an encoding; `*` stands for those the header does not name.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}
