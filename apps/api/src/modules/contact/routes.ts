import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactAnswer, ContactEnquiry } from '@northbend/shared';
import type { ContactService } from './service.js';

export const CONTACT_THANKS = 'Thank you for contacting us. Our team will get back to you within one business day.';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact-us',
    {
      schema: {
        tags: ['contact'],
        body: ContactEnquiry,
        response: { 200: ContactAnswer },
      },
    },
    async (req) => {
      await contact.submitEnquiry(req.body, req.log);
      return { status: true, message: CONTACT_THANKS, data: { message: CONTACT_THANKS } };
    },
  );
};
