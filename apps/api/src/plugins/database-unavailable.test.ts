import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a restart, a refused connection and a dropped one, also as the cause of a failed query', () => {
    expect(isDatabaseUnavailable(failedQuery(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  });

  it('leaves other failures alone: a broken query, a constraint, a plain bug', () => {
    expect(isDatabaseUnavailable(failedQuery(withCode('syntax error at or near "selec"', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
