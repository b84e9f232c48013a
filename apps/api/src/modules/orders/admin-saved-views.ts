import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  SAVED_VIEWS_MAX,
  SavedOrderViewAnswer,
  SavedOrderViewInput,
  SavedOrderViewList,
  SavedOrderViewParams,
  dateRangeProblem,
  type SavedOrderView,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { savedOrderViews } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { staffOf } from '../../plugins/staff-viewer.js';

// Saved views of the orders list (issue 28 item 13): a staff user's own filters under a name,
// listed as quick links above the list. Personal, so each person sees only theirs and nothing is
// audited. Saving under a name the person already uses replaces that view's filters.

const tags = ['admin'];
type Row = typeof savedOrderViews.$inferSelect;

const viewOf = (row: Row): SavedOrderView => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  created_at: row.createdAt.toISOString(),
});

/** The filters as the list's query string carries them: strings, the empty ones left out. */
const storedFilters = (filters: SavedOrderViewInput['filters']): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

export const savedOrderViewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { staff: 'orders.read' } as const;

  app.get(
    '/order-views',
    { config, schema: { tags, summary: "The caller's saved views of the orders list, by name", response: { 200: SavedOrderViewList } } },
    async (req) => {
      const rows = await db
        .select()
        .from(savedOrderViews)
        .where(eq(savedOrderViews.staffId, staffOf(req).id))
        .orderBy(asc(savedOrderViews.name));
      return { result: rows.map(viewOf) };
    },
  );

  app.post(
    '/order-views',
    {
      config,
      schema: {
        tags,
        summary: "Saves the orders list's filters under a name, for the caller only (the same name replaces)",
        body: SavedOrderViewInput,
        response: { 201: SavedOrderViewAnswer },
      },
    },
    async (req, reply) => {
      const me = staffOf(req);
      const problem = dateRangeProblem(req.body.filters);
      if (problem) throw badRequest(`filters: ${problem}`);
      const filters = storedFilters(req.body.filters);
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: savedOrderViews.id })
          .from(savedOrderViews)
          .where(and(eq(savedOrderViews.staffId, me.id), eq(savedOrderViews.name, req.body.name)));
        if (!existing) {
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(savedOrderViews).where(eq(savedOrderViews.staffId, me.id));
          if (n >= SAVED_VIEWS_MAX) throw new HttpError(409, `You have ${SAVED_VIEWS_MAX} saved views: delete one first.`);
        }
        const [saved] = await tx
          .insert(savedOrderViews)
          .values({ staffId: me.id, name: req.body.name, filters })
          .onConflictDoUpdate({ target: [savedOrderViews.staffId, savedOrderViews.name], set: { filters } })
          .returning();
        return saved!;
      });
      return reply.code(201).send({ message: `The view “${row.name}” has been saved.`, result: viewOf(row) });
    },
  );

  app.delete(
    '/order-views/:view_id',
    { config, schema: { tags, summary: 'Deletes one of the caller’s saved views', params: SavedOrderViewParams } },
    async (req) => {
      const [gone] = await db
        .delete(savedOrderViews)
        .where(and(eq(savedOrderViews.id, req.params.view_id), eq(savedOrderViews.staffId, staffOf(req).id)))
        .returning({ id: savedOrderViews.id });
      // Another person's view answers as an unknown one.
      if (!gone) throw notFound('View not found');
      return { message: 'The view has been deleted.' };
    },
  );
};
