// Multipart bodies and pictures for the profile tests (not a test file itself); customers themselves come from test/customers.ts.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand: [name, value] pairs, a value a string or a file. */
export function multipart(parts: [string, string | FilePart][]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----northbend${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngFile = (data: Buffer, filename = 'photo.png'): FilePart => ({ filename, contentType: 'image/png', data });

/** A colour gradient with EXIF that must not survive the upload. */
export async function photo(format: 'png' | 'jpeg', width: number, height: number, orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw.set([(i % width) & 0xff, Math.floor(i / width) & 0xff, 128], i * 3);
  const img = sharp(raw, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Copyright: 'Secret Shop Floor Camera', Artist: 'Dana Whitfield' },
  });
  const oriented = orientation ? img.withMetadata({ orientation }) : img;
  return format === 'png' ? oriented.png().toBuffer() : oriented.jpeg({ quality: 90 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A tiny but valid PNG whose header declares width × height grey pixels: a pixel flood. */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  // The first rows only: enough for a decoder to start allocating, far below the 800 KB limit.
  const rows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
