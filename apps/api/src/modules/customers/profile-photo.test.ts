import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { insertCustomer, profileChoiceFields } from '../../test/customers.js';
import { removeProfilePhoto } from './profile-photo.js';
import { multipart, photo, pixelFloodPng, pngFile, type FilePart } from './test-utils.js';

const shop = useTestShop({ seed: false });
const stored: string[] = [];
afterAll(() => Promise.all(stored.map((path) => removeProfilePhoto(shop.config, path))));

const fields: [string, string][] = [
  ['user_name', 'Dana Whitfield'],
  ['user_mobile_number', '+1 616 555 0199'],
  ['user_business_name', 'Precision Fab LLC'],
  ['user_address', '1200 Industrial Ave, Holland, MI 49423'],
];

async function upload(id: string, extra: [string, string | FilePart][], token?: string) {
  const body = multipart([...fields, ...(await profileChoiceFields(shop.handle.db)), ...extra]);
  const res = await shop.app.inject({
    method: 'PUT',
    url: `/api/v1/customer/update/${id}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: token ?? (await shop.customerToken(id)) },
  });
  if (res.statusCode === 200) stored.push(res.json().result.user_profile);
  return res;
}

/** The resized copies of an image in the shop's cache (DATA_DIR/images-cache/xx/<key>/, named by its `source` file). */
async function cachedVariantsOf(publicPath: string): Promise<string[]> {
  const source = publicPath.replace(/^\/images\//, '');
  const found: string[] = [];
  for (const shard of await readdir(shop.config.imageCacheDir).catch(() => [])) {
    for (const folder of await readdir(join(shop.config.imageCacheDir, shard)).catch(() => [])) {
      const dir = join(shop.config.imageCacheDir, shard, folder);
      if ((await readFile(join(dir, 'source'), 'utf8').catch(() => '')) !== source) continue;
      found.push(...(await readdir(dir)).filter((name) => name !== 'source'));
    }
  }
  return found;
}

const fileOf = (publicPath: string) => join(shop.config.imagesDir, publicPath.replace(/^\/images\//, ''));
const rowOf = async (id: string) => (await shop.handle.db.select().from(customers).where(eq(customers.id, id)))[0];

/** A customer who already has a photo, to prove a refused upload leaves it alone. */
async function customerWithPhoto() {
  const me = await insertCustomer(shop.handle.db);
  const res = await upload(me.id, [['user_profile', pngFile(await photo('png', 64, 64))]]);
  expect(res.statusCode).toBe(200);
  const row = await rowOf(me.id);
  expect(existsSync(fileOf(row.profileImage))).toBe(true);
  return row;
}

describe('PUT /customer/update/{id} (photo)', () => {
  it('re-encodes a PNG without its metadata, at most 512 × 512, and serves it with nosniff', async () => {
    const me = await insertCustomer(shop.handle.db);
    const original = await photo('png', 900, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(me.id, [['user_profile', pngFile(original, '../../etc/passwd.png')]]);
    expect(res.statusCode).toBe(200);
    const path: string = res.json().result.user_profile;
    expect(path).toMatch(/^\/images\/profiles\/[0-9a-f-]{36}\.png$/);
    expect((await rowOf(me.id)).profileImage).toBe(path);

    const file = await readFile(fileOf(path));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
    expect(file.includes('Secret Shop Floor Camera')).toBe(false);

    const served = await shop.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('re-encodes a JPEG upright by its EXIF orientation, without the EXIF', async () => {
    const me = await insertCustomer(shop.handle.db);
    // Orientation 6: the camera was turned, so the 80 × 40 pixels show a 40 × 80 portrait.
    const original = await photo('jpeg', 80, 40, 6);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const res = await upload(me.id, [['user_profile', { filename: 'me.jpeg', contentType: 'image/jpeg', data: original }]]);
    expect(res.statusCode).toBe(200);
    const path: string = res.json().result.user_profile;
    expect(path).toMatch(/\.jpg$/);
    const file = await readFile(fileOf(path));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const served = await shop.app.inject({ method: 'GET', url: path });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replaces the previous photo and deletes its file', async () => {
    const before = await customerWithPhoto();
    const res = await upload(before.id, [['user_profile', pngFile(await photo('png', 32, 32))]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user_profile).not.toBe(before.profileImage);
    expect(existsSync(fileOf(before.profileImage))).toBe(false);
    expect(existsSync(fileOf(res.json().result.user_profile))).toBe(true);
  });

  it('keeps the photo when the form sends none (an empty file part included)', async () => {
    const before = await customerWithPhoto();
    const res = await upload(before.id, [
      ['user_profile', { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user_profile).toBe(before.profileImage);
    expect(existsSync(fileOf(before.profileImage))).toBe(true);
  });

  it('removes the photo and its file with reset_profile=true', async () => {
    const before = await customerWithPhoto();
    const res = await upload(before.id, [['reset_profile', 'true']]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user_profile).toBe('');
    expect((await rowOf(before.id)).profileImage).toBe('');
    expect(existsSync(fileOf(before.profileImage))).toBe(false);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/customer")</script></body></html>');
  it.each([
    ['an SVG renamed .png', svg],
    ['an HTML page renamed .png', html],
    ['a GIF renamed .png', Buffer.from('GIF89a\x10\x00\x10\x00\x00\x00\x00;', 'latin1')],
  ])('refuses %s with 415 and changes nothing', async (_name, data) => {
    const before = await customerWithPhoto();
    const res = await upload(before.id, [['user_profile', pngFile(data)]]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: false, message: 'Only PNG or JPEG photos are allowed.' });
    expect(await rowOf(before.id)).toEqual(before);
    expect(existsSync(fileOf(before.profileImage))).toBe(true);
  });

  it('refuses a 900 KB file with 413 and changes nothing', async () => {
    const before = await customerWithPhoto();
    const big = Buffer.concat([await photo('png', 16, 16), Buffer.alloc(900 * 1024, 7)]);
    const res = await upload(before.id, [
      ['user_profile', pngFile(big)],
      ['user_name', 'Changed Name'],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: 'The photo must be at most 800 KB.' });
    expect(await rowOf(before.id)).toEqual(before);
    expect(existsSync(fileOf(before.profileImage))).toBe(true);
  });

  it('refuses a pixel flood (a small PNG declaring 20000 × 20000) with 400 and keeps serving', async () => {
    const before = await customerWithPhoto();
    const flood = pixelFloodPng();
    expect(flood.length).toBeLessThan(100 * 1024);
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const res = await upload(before.id, [['user_profile', pngFile(flood)]]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The photo dimensions are not allowed.' });
    expect(await rowOf(before.id)).toEqual(before);
    const still = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${before.id}`,
      headers: { authorization: await shop.customerToken(before.id) },
    });
    expect(still.statusCode).toBe(200);
  });

  it.each([
    ['too wide', 4001, 16],
    ['too small', 15, 15],
  ])('refuses a photo %s with 400', async (_name, width, height) => {
    const me = await insertCustomer(shop.handle.db);
    const res = await upload(me.id, [
      [
        'user_profile',
        pngFile(
          await sharp({ create: { width, height, channels: 3, background: '#336699' } })
            .png()
            .toBuffer(),
        ),
      ],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The photo dimensions are not allowed.');
    expect((await rowOf(me.id)).profileImage).toBe('');
  });

  it('refuses a truncated PNG with 400', async () => {
    const me = await insertCustomer(shop.handle.db);
    const whole = await photo('png', 64, 64);
    const res = await upload(me.id, [['user_profile', pngFile(whole.subarray(0, 200))]]);
    expect(res.statusCode).toBe(400);
    expect((await rowOf(me.id)).profileImage).toBe('');
  });

  it('refuses a photo with a bad field: no file is written and the row keeps its values', async () => {
    const before = await customerWithPhoto();
    const res = await upload(before.id, [
      ['user_profile', pngFile(await photo('png', 64, 64))],
      ['user_sheet_material', 'unobtainium'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(await rowOf(before.id)).toEqual(before);
  });

  it('refuses two files, and a file under another name', async () => {
    const me = await insertCustomer(shop.handle.db);
    const one = pngFile(await photo('png', 32, 32));
    expect(
      (
        await upload(me.id, [
          ['user_profile', one],
          ['user_profile', one],
        ])
      ).json(),
    ).toEqual({ status: false, message: 'Only one photo can be uploaded.' });
    expect((await upload(me.id, [['avatar', one]])).json()).toEqual({
      status: false,
      message: 'Only a user_profile photo can be uploaded.',
    });
    expect((await rowOf(me.id)).profileImage).toBe('');
  });

  it('refuses a control character in a field with 400 naming it: no file is written, the row keeps its values (issue 28)', async () => {
    const before = await customerWithPhoto();
    const photos = await readdir(join(shop.config.imagesDir, 'profiles'));
    for (const value of ['1200 Industrial Ave\u0000', 'Suite\u001b4']) {
      const res = await upload(before.id, [
        ['user_profile', pngFile(await photo('png', 64, 64))],
        ['user_address', value],
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: 'user_address may not contain control characters' });
    }
    expect(await rowOf(before.id)).toEqual(before);
    expect((await readdir(join(shop.config.imagesDir, 'profiles'))).sort()).toEqual(photos.sort());
  });

  it('drops the resized copies of a photo with it when it is replaced or removed (issue 28)', async () => {
    const me = await insertCustomer(shop.handle.db);
    const paths: string[] = [];
    for (const side of [64, 48, 32]) {
      const res = await upload(me.id, [['user_profile', pngFile(await photo('png', side, side))]]);
      expect(res.statusCode).toBe(200);
      const path: string = res.json().result.user_profile;
      for (const query of ['w=160', 'f=webp']) expect((await shop.app.inject({ url: `${path}?${query}` })).statusCode).toBe(200);
      expect(await cachedVariantsOf(path)).toHaveLength(2);
      paths.push(path);
    }
    expect((await upload(me.id, [['reset_profile', 'true']])).statusCode).toBe(200);
    for (const path of paths) {
      expect(existsSync(fileOf(path))).toBe(false);
      expect(await cachedVariantsOf(path)).toEqual([]);
    }
  });

  it("refuses another customer's token with 403 and changes nothing", async () => {
    const before = await customerWithPhoto();
    const other = await insertCustomer(shop.handle.db);
    const res = await upload(before.id, [['reset_profile', 'true']], await shop.customerToken(other.id));
    expect(res.statusCode).toBe(403);
    expect(await rowOf(before.id)).toEqual(before);
    expect(existsSync(fileOf(before.profileImage))).toBe(true);
  });
});
