import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerAnswer, IdParams, ProfileUpdatedAnswer } from '@northbend/shared';
import type { Config } from '../../config.js';
import { registerRateLimiter } from '../../lib/rate-limiter.js';
import { requireCustomer } from '../../plugins/viewer.js';
import { PROFILE_FORM_LIMITS, readProfileForm } from './profile-form.js';
import type { CustomerService } from './service.js';
import { acceptMultipartForms } from '../../plugins/multipart-forms.js';

const tags = ['customer'];
export const PROFILE_UPDATED = 'Your profile has been updated.';

export const customerRoutes: FastifyPluginAsyncZod<{
  customers: CustomerService;
  config: Pick<Config, 'rateLimits' | 'redisUrl'>;
}> = async (app, { customers, config }) => {
  // Only these routes parse multipart; the plugin stays inside this one.
  await acceptMultipartForms(app, PROFILE_FORM_LIMITS);
  // Each update may store a new photo and its resized copies (issue 15): limited per account.
  const rules = config.rateLimits;
  const limit = rules.enabled ? await registerRateLimiter(app, { nameSpace: 'nb-profile-limit:', redisUrl: config.redisUrl }) : undefined;

  app.get(
    '/:id',
    { config: { owner: { param: 'id' } }, schema: { tags, params: IdParams, response: { 200: CustomerAnswer } } },
    async (req) => ({
      status: true,
      result: await customers.profile(requireCustomer(req)),
    }),
  );

  app.put(
    '/update/:id',
    {
      // Who asks is checked first, so only the account's owner uses up its updates.
      config: { owner: { param: 'id', beforeBody: true } },
      preHandler: limit
        ? [limit('profile-update', rules.profileUpdatePerAccount, (req) => String((req.params as { id?: unknown }).id))]
        : [],
      schema: {
        tags,
        description:
          'multipart/form-data: the ProfileUpdate fields (lists as repeated fields or one JSON array string), an optional PNG or JPEG file `user_profile` (at most 800 KB), or `reset_profile=true` to remove the photo.',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ProfileUpdatedAnswer },
      },
    },
    async (req) => {
      // The owner check has compared the token with this id before a byte of the body was read.
      const form = await readProfileForm(req);
      return { status: true, message: PROFILE_UPDATED, result: await customers.updateProfile(requireCustomer(req), form, req.log) };
    },
  );
};
