import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@northbend/shared';
import { bearer, staffToken } from '../../test/staff.js';
import { useTestShop } from '../../test/test-app.js';
import { multipart, photo, pixelFloodPng, type FilePart } from '../customers/test-utils.js';

const shop = useTestShop({ seed: false });
const uploaded: string[] = [];
// The test images folder is shared by every test file: remove what this one stored.
afterAll(() => Promise.all(uploaded.map((url) => rm(fileOf(url), { force: true }))));

const fileOf = (url: string) => join(shop.config.imagesDir, url.replace(/^\/images\//, ''));
const file = (data: Buffer, filename: string, contentType: string): FilePart => ({ filename, contentType, data });

async function upload(parts: [string, string | FilePart][], token: string | null) {
  const body = multipart(parts);
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
  if (res.statusCode === 201) uploaded.push(res.json().result.url);
  return res;
}

const asRole = async (role: StaffRole) => staffToken(shop, role);

/** A drawing: black strokes on a transparent background. */
const drawing = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" stroke="black" stroke-width="4" fill="none"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describe('POST /api/v1/admin/images', () => {
  it('role matrix: owner and editor (catalog or content editing)', async () => {
    const png = await drawing(64, 64);
    const tokens: Record<string, string | null> = {
      visitor: null,
      customer: await shop.customerToken(),
      sales: await asRole('sales'),
      warehouse: await asRole('warehouse'),
      editor: await asRole('editor'),
      owner: await asRole('owner'),
    };
    const statuses: Record<string, number> = {};
    for (const [who, token] of Object.entries(tokens))
      statuses[who] = (await upload([['file', file(png, 'd.png', 'image/png')]], token)).statusCode;
    expect(statuses).toEqual({ visitor: 401, customer: 401, sales: 403, warehouse: 403, editor: 201, owner: 201 });
  });

  it('keeps a drawing with transparency as PNG and serves it under /images/uploads/, with resized copies', async () => {
    const res = await upload([['file', file(await drawing(640, 480), 'die-profile.png', 'image/png')]], await asRole('editor'));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().result;
    expect(url).toMatch(/^\/images\/uploads\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);

    const served = await shop.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 480, hasAlpha: true });
    const small = await shop.app.inject({ method: 'GET', url: `${url}?w=160&f=webp` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160 });
  });

  it('re-encodes a photo as WebP at most 2400 px wide, without its metadata', async () => {
    const original = await photo('jpeg', 3000, 1000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload([['file', file(original, 'IMG_2041.JPG', 'image/jpeg')]], await asRole('editor'));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().result;
    expect(url).toMatch(/\.webp$/);
    const meta = await sharp(fileOf(url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it('judges a file by its content: a text file named .png is refused, and so are broken and oversized images', async () => {
    const token = await asRole('editor');
    const cases: [FilePart, number, string][] = [
      [
        file(Buffer.from('just some notes, not a picture\n'), 'notes.png', 'image/png'),
        400,
        'Only PNG, JPEG or WebP images can be uploaded.',
      ],
      [
        file(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif', 'image/gif'),
        400,
        'Only PNG, JPEG or WebP images can be uploaded.',
      ],
      [
        file((await drawing(64, 64)).subarray(0, 60), 'cut.png', 'image/png'),
        400,
        'The image could not be read. Please choose another file.',
      ],
      [file(pixelFloodPng(), 'flood.png', 'image/png'), 400, 'The image must be at least 16 × 16 pixels and at most 50 megapixels.'],
      [file(await drawing(8, 8), 'tiny.png', 'image/png'), 400, 'The image must be at least 16 × 16 pixels and at most 50 megapixels.'],
      [file(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg', 'image/jpeg'), 413, 'The image must be at most 10 MB.'],
    ];
    for (const [part, status, message] of cases) {
      const res = await upload([['file', part]], token);
      expect(res.statusCode, part.filename).toBe(status);
      expect(res.json(), part.filename).toEqual({ status: false, message });
    }
    const none = await upload([['alt', 'no file here']], token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose an image file to upload.');
  });
});
