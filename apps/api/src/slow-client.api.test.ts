import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { useTestShop } from './test/test-app.js';

// Issue 15: requestTimeout and connectionTimeout were 0, so a client that sent its request a byte
// at a time held its connection for ever.
const shop = useTestShop({ seed: false });
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({ ...shop.config, requestTimeoutMs: 1000 }, { handle: shop.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends `start` and then nothing; resolves with what the server answered and when it closed. */
function stallAfter(start: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - began }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the stalled connection open for 10 s'));
    }, 10_000);
  });
}

describe('a client that stops sending', () => {
  it('is cut off when its body does not arrive in time', async () => {
    const { answer, closedAfterMs } = await stallAfter(
      'POST /api/v1/customer/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"user_email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('is cut off when its headers do not arrive in time', async () => {
    const { closedAfterMs } = await stallAfter('GET /api/v1/health HTTP/1.1\r\nHost: shop\r\n');
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('still gets answers when it sends in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  });
});
