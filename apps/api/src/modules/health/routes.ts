import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, type DbHandle } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsync<{ handle: DbHandle }> = async (app, { handle }) => {
  app.get('/health', { schema: { tags: ['health'] } }, async (_req, reply) => {
    const started = performance.now();
    try {
      await pingDatabase(handle.db);
      return {
        status: 'ok',
        database: { status: 'ok', kind: handle.kind, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
      };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', message: 'Database unreachable', database: { status: 'error', kind: handle.kind } });
    }
  });
};
