import { request } from 'node:http';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

// The seed renders the demo images the variants are made from.
const shop = useTestShop();
let cacheDir: string;
beforeAll(async () => {
  cacheDir = join(shop.config.dataDir, 'images-cache');
  // Only this file uses the variant cache: start it empty so "made once" can be observed.
  await rm(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const PRODUCT = '/images/products/round-punch.png'; // 800 x 800
const HERO = '/images/content/hero-home.png'; // 1920 x 640

/** A GET whose path goes on the wire exactly as written. */
function rawGet(address: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${address}${path}`, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.path = path;
    req.on('error', fail).end();
  });
}

/** The cached variants (one folder per original, which also holds a `source` note). */
async function cacheFiles(): Promise<string[]> {
  const all = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all.filter((e) => e.isFile() && e.name !== 'source').map((e) => join(e.parentPath, e.name));
}

describe('GET /images/* with ?w= and ?f=', () => {
  it('serves a webp of the asked width with long-lived caching', async () => {
    const res = await get(`${HERO}?w=480&f=webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 160 });
    expect(res.rawPayload.length).toBeLessThan((await stat(join(shop.config.imagesDir, 'content/hero-home.png'))).size / 4);
  });

  it('keeps the format of the original when only the width is given, and the width when only the format is', async () => {
    const png = await get(`${PRODUCT}?w=160`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 160 });
    const webp = await get(`${PRODUCT}?f=webp`);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('never makes an image wider than its original', async () => {
    const res = await get(`${PRODUCT}?w=1920&f=webp`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it('makes a variant once and serves the cached file after that', async () => {
    const url = `${PRODUCT}?w=320&f=webp`;
    const before = new Set(await cacheFiles());
    const first = await get(url);
    const made = (await cacheFiles()).filter((f) => !before.has(f));
    expect(made).toHaveLength(1);
    const { mtimeMs } = await stat(made[0]);
    expect(await readFile(made[0])).toEqual(first.rawPayload);

    const second = await get(url);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect((await stat(made[0])).mtimeMs).toBe(mtimeMs);
    expect(await cacheFiles()).toHaveLength(before.size + 1);
  });

  it('answers many requests for a new variant at once with one whole cached file', async () => {
    const url = `${HERO}?w=1024&f=webp`;
    const before = new Set(await cacheFiles());
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const a of answers) expect(a.rawPayload).toEqual(answers[0].rawPayload);
    const made = (await cacheFiles()).filter((f) => !before.has(f));
    expect(made).toHaveLength(1);
    expect(made[0].endsWith('.webp')).toBe(true);
    expect((await sharp(made[0]).metadata()).width).toBe(1024);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get(`${PRODUCT}?w=480&f=webp`);
    const again = await get(`${PRODUCT}?w=480&f=webp`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('rejects a width that is not on the list', async () => {
    for (const w of ['500', '0', '-320', 'abc', '320.5', '99999']) {
      const res = await get(`${PRODUCT}?w=${w}&f=webp`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        message: 'Image width w must be one of 160, 320, 480, 600, 640, 768, 800, 1024, 1280, 1600, 1920',
      });
    }
  });

  it('rejects an unknown format and a repeated parameter', async () => {
    expect((await get(`${PRODUCT}?f=gif`)).json()).toEqual({ status: false, message: 'Image format f must be one of webp, avif, png' });
    expect((await get(`${PRODUCT}?w=320&w=480`)).statusCode).toBe(400);
  });

  it('answers an unknown image with 404', async () => {
    const res = await get('/images/products/no-such-tool.png?w=320&f=webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Image not found' });
  });

  it('never reads outside the images folder', async () => {
    for (const url of [
      '/images/..%2f..%2fconfig.png?f=webp',
      '/images/products/..%2f..%2f..%2fimages-cache%2fx.png?w=320',
      '/images/%2fetc%2fpasswd.png?w=320',
      '/images/products%5c..%5c..%5cx.png?w=320',
      '/images/products/round-punch.png%00.txt?w=320',
    ]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().status, url).toBe(false);
    }
  });

  it('never reads outside the images folder over a real connection, where `..` is not normalised away', async () => {
    // inject() parses its URL with WHATWG URL, which removes `..` segments before routing; a socket does not.
    const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    for (const path of [
      '/images/../../package.json?w=320',
      '/images/products/%2e%2e/%2e%2e/package.json?f=webp',
      '/images/products/../../../../etc/passwd.png?w=320',
    ]) {
      const { status, body } = await rawGet(address, path);
      expect([400, 404], path).toContain(status);
      expect(JSON.parse(body).status, path).toBe(false);
    }
  });

  it('only resizes images', async () => {
    const res = await get('/images/products/round-punch.txt?w=320');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only .png, .jpg, .jpeg, .webp images can be resized or converted');
  });
});

describe('GET /images/* without ?w= or ?f=', () => {
  it('serves the original file as before', async () => {
    const res = await get(PRODUCT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.rawPayload).toEqual(await readFile(join(shop.config.imagesDir, 'products/round-punch.png')));
  });
});
