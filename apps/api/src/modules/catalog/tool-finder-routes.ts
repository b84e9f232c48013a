import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ToolFinderAnswer, ToolFinderQuery } from '@northbend/shared';
import type { ToolFinderService } from './tool-finder-service.js';

export const toolFinderRoutes: FastifyPluginAsyncZod<{ finder: ToolFinderService }> = async (app, { finder }) => {
  // '' rather than '/': the prefix itself is the path, without a trailing slash (OpenAPI shows it so).
  app.get(
    '',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'The tool finder: the recommended die clearance of a sheet (decision 016) and the punches and dies of a hole that fit the machine, each die with the variant and clearance to preselect (prices: customers only)',
        querystring: ToolFinderQuery,
        response: { 200: ToolFinderAnswer },
      },
    },
    (req) => finder.find(req.query, req.viewer),
  );
};
