import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and a browsable page at /api/docs, built from the route schemas. */
export async function registerDocs(app: FastifyInstance, brandName: string): Promise<void> {
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
