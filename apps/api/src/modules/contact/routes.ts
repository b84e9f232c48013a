import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactAnswer, ContactEnquiry } from '@northbend/shared';
import type { Config } from '../../config.js';
import { ipOf, registerRateLimiter } from '../../lib/rate-limiter.js';
import type { ContactService } from './service.js';

export const CONTACT_THANKS = 'Thank you for contacting us. Our team will get back to you within one business day.';

const senderOf = (body: unknown) => String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; config: Pick<Config, 'rateLimits' | 'redisUrl'> }> = async (
  app,
  { contact, config },
) => {
  // Each enquiry mails sales with a Reply-To the sender chose: limited per client address (before
  // the body is read) and per sender email (issue 15: 400 enquiries in a second got through).
  const rules = config.rateLimits;
  const limit = rules.enabled ? await registerRateLimiter(app, { nameSpace: 'nb-contact-limit:', redisUrl: config.redisUrl }) : undefined;

  app.post(
    '/contact-us',
    {
      onRequest: limit ? [limit('contact-ip', rules.contactPerIp, ipOf)] : [],
      preHandler: limit ? [limit('contact-email', rules.contactPerEmail, (req) => senderOf(req.body))] : [],
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
