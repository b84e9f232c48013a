import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';

/** An app whose log lines are collected, with one route that fails the way a database query does. */
async function appThatFails(error: Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandling(app);
  app.get('/fails', async () => {
    throw error;
  });
  return { app, lines };
}

describe('the log of a failed request', () => {
  it("keeps the query's text and the database's message but never its parameters", async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$secret-hash';
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const { app, lines } = await appThatFails(
      new DrizzleQueryError('update customers set password_hash = $1 where email = $2', [hash, 'dana@precisionfab.example'], cause),
    );
    const res = await app.inject({ method: 'GET', url: '/fails?token=reset-link-token' });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, message: 'Internal server error' });
    const log = lines.join('');
    expect(log).toContain('update customers set password_hash = $1 where email = $2');
    expect(log).toContain('22021');
    expect(log).not.toContain(hash);
    expect(log).not.toContain('dana@precisionfab.example');
    expect(log).not.toContain('reset-link-token');
  });
});
