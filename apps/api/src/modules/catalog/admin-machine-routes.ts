import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeletedAnswer,
  AdminMachineMakeAnswer,
  AdminMachineMakeList,
  IdParams,
  ListMoveBody,
  MachineMakeBody,
  MachineModelParams,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminMachineService } from './admin-machine-service.js';

const tags = ['admin'];

/** /api/v1/admin/machine-makes…: machine makes and their models (owner, editor). */
export const adminMachineRoutes: FastifyPluginAsyncZod<{ db: Database; catalogChanged: () => Promise<void> }> = async (
  app,
  { db, catalogChanged },
) => {
  acceptEmptyJson(app);
  const machines = adminMachineService({ db, changed: catalogChanged });
  const config = { staff: 'catalog.edit' } as const;
  const answer = { 200: AdminMachineMakeAnswer };

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Machine makes with their models and how many products and customers name each (owner, editor)',
        response: { 200: AdminMachineMakeList },
      },
    },
    async () => ({ result: await machines.list() }),
  );

  app.post(
    '',
    {
      config,
      schema: { tags, summary: 'Add a machine make (owner, editor)', body: MachineMakeBody, response: { 201: AdminMachineMakeAnswer } },
    },
    async (req, reply) => {
      const result = await machines.createMake(staffOf(req), req.body);
      return reply.code(201).send({ message: `The machine make "${result.name}" has been added.`, result });
    },
  );

  app.patch(
    '/:id',
    {
      config,
      schema: { tags, summary: 'Rename a machine make (owner, editor)', params: IdParams, body: MachineMakeBody, response: answer },
    },
    async (req) => ({
      message: 'The machine make has been renamed.',
      result: await machines.renameMake(staffOf(req), req.params.id, req.body),
    }),
  );

  app.post(
    '/:id/move',
    {
      config,
      schema: {
        tags,
        summary: 'Put a machine make at a position (0 = first) (owner, editor)',
        params: IdParams,
        body: ListMoveBody,
        response: answer,
      },
    },
    async (req) => ({
      message: 'The machine make has been moved.',
      result: await machines.moveMake(staffOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a machine make and its models when no product or customer profile names them; 409 says how many do (owner, editor)',
        params: IdParams,
        response: { 200: AdminDeletedAnswer },
      },
    },
    async (req) => ({ message: await machines.deleteMake(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/models',
    {
      config,
      schema: {
        tags,
        summary: 'Add a model to the make (owner, editor)',
        params: IdParams,
        body: MachineMakeBody,
        response: { 201: AdminMachineMakeAnswer },
      },
    },
    async (req, reply) => {
      const result = await machines.createModel(staffOf(req), req.params.id, req.body);
      return reply.code(201).send({ message: `The model "${req.body.name}" has been added to ${result.name}.`, result });
    },
  );

  app.patch(
    '/:id/models/:modelId',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a machine model (owner, editor)',
        params: MachineModelParams,
        body: MachineMakeBody,
        response: answer,
      },
    },
    async (req) => ({
      message: 'The machine model has been renamed.',
      result: await machines.renameModel(staffOf(req), req.params.id, req.params.modelId, req.body),
    }),
  );

  app.post(
    '/:id/models/:modelId/move',
    {
      config,
      schema: {
        tags,
        summary: "Put a model at a position among its make's models (0 = first) (owner, editor)",
        params: MachineModelParams,
        body: ListMoveBody,
        response: answer,
      },
    },
    async (req) => ({
      message: 'The machine model has been moved.',
      result: await machines.moveModel(staffOf(req), req.params.id, req.params.modelId, req.body),
    }),
  );

  app.delete(
    '/:id/models/:modelId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a machine model no product or customer profile names; 409 says how many do (owner, editor)',
        params: MachineModelParams,
        response: answer,
      },
    },
    async (req) => ({
      message: 'The machine model has been deleted.',
      result: await machines.deleteModel(staffOf(req), req.params.id, req.params.modelId),
    }),
  );
};
