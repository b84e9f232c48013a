import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

/**
 * OpenAPI document at /api/docs/json and a browsable page at /api/docs, built from the route schemas;
 * with config.apiDocs off (production's default) neither exists and both paths answer 404.
 */
export async function registerDocs(app: FastifyInstance, { brandName, apiDocs }: Pick<Config, 'brandName' | 'apiDocs'>): Promise<void> {
  if (!apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brandName} API`,
        version: '1.0.0',
        description: 'Storefront API. Prices appear only with a customer token in `authorization`.',
      },
      components: { securitySchemes: { customerToken: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
