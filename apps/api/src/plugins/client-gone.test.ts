import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietClientGone } from './client-gone.js';

describe('a client that goes away mid-answer', () => {
  const lines: { level: number; msg?: string; err?: { message?: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream, hooks: { logMethod: quietClientGone } } });
  let port = 0;

  beforeAll(async () => {
    await app.register(compress, { global: true, encodings: ['gzip'], threshold: 1024 });
    // An answer long enough to be cut off: a chunk of text every few milliseconds, without end.
    app.get('/long', async (_req, reply) => {
      const text = 'Thick Turret Round Punch Ø 12.5 mm B Station\n'.repeat(2000);
      const chunks = Readable.from(
        (async function* () {
          for (;;) {
            yield text;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })(),
      );
      return reply.type('text/plain').send(chunks);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const mentions = (line: (typeof lines)[number], text: string) => JSON.stringify(line).includes(text);

  it('is logged at debug, not as an error, while real errors keep their level', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = get({ port, path: '/long', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      setTimeout(() => reject(new Error('no answer')), 5000);
    });
    // The compression pipe notices the closed socket on its next write.
    for (let i = 0; i < 100 && !lines.some((l) => mentions(l, 'premature close')); i++) await new Promise((r) => setTimeout(r, 20));
    const closed = lines.filter((l) => mentions(l, 'premature close'));
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((l) => l.level === 20)).toBe(true);

    app.log.error(new Error('disk full'));
    app.log.error({ err: new Error('database unavailable') }, 'query failed');
    expect(lines.filter((l) => l.level === 50).map((l) => l.err?.message)).toEqual(['disk full', 'database unavailable']);
  });
});
