import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pingDatabase, type DbHandle } from '../../db/client.js';
import type { Lifecycle } from '../../lib/lifecycle.js';

const tags = ['health'];

/**
 * Readiness (`/health`, also `/health/ready`): may this process take requests? 503 while it drains
 * for a shutdown or cannot reach the database. Liveness (`/health/live`): is the process up at
 * all? An orchestrator restarts on failed liveness, and only stops routing on failed readiness,
 * so a database outage does not restart every API process.
 */
export const healthRoutes: FastifyPluginAsync<{ handle: DbHandle; lifecycle: Lifecycle }> = async (app, { handle, lifecycle }) => {
  const ready = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (lifecycle.draining) return reply.code(503).header('connection', 'close').send({ status: 'draining', message: 'Shutting down' });
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
  };
  app.get('/health', { schema: { tags, summary: 'Readiness: 503 while draining or without the database' } }, ready);
  app.get('/health/ready', { schema: { tags, summary: 'Readiness (the same as /health)' } }, ready);
  app.get('/health/live', { schema: { tags, summary: 'Liveness: the process answers' } }, async () => ({ status: 'ok' }));
};
