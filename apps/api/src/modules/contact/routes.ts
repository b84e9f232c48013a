import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactEnquiry } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { unknownIds } from '../catalog/machine-queries.js';
import { insertEnquiry } from './queries.js';

export const CONTACT_THANKS = 'Thank you for contacting us. Our team will get back to you within one business day.';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/contact-us',
    {
      schema: {
        tags: ['contact'],
        body: ContactEnquiry,
        response: { 200: z.object({ status: z.boolean(), message: z.string(), data: z.object({ message: z.string() }) }) },
      },
    },
    async (req) => {
      const enquiry = req.body;
      if ((await unknownIds(db, 'makes', enquiry.machine_make_ids)).length) throw badRequest('Unknown machine make selected');
      if ((await unknownIds(db, 'models', enquiry.machine_model_ids)).length) throw badRequest('Unknown machine model selected');
      await insertEnquiry(db, enquiry);
      return { status: true, message: CONTACT_THANKS, data: { message: CONTACT_THANKS } };
    },
  );
};
