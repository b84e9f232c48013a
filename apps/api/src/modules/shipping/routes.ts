import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RecordId,
  ShippingAddressAnswer,
  ShippingAddressBody,
  ShippingChargeAnswer,
  ShippingChargeBody,
  ShippingOptionsAnswer,
} from '@northbend/shared';
import { requireCustomer } from '../../plugins/viewer.js';
import { ADDRESS_SAVED, type ShippingService } from './service.js';

const tags = ['shipping'];
const UserIdParams = z.object({ userId: RecordId });

export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (app, { shipping }) => {
  // Every shipping call is a customer's: a visitor gets 401 before the body is looked at.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.post('/charge', { schema: { tags, body: ShippingChargeBody, response: { 200: ShippingChargeAnswer } } }, async (req) => ({
    success: true,
    result: { shippingCharges: await shipping.charge(requireCustomer(req), req.body.orderSubTotal) },
  }));

  app.post(
    '/address/:userId',
    {
      config: { owner: { param: 'userId' } },
      schema: {
        tags,
        description: 'customer_email is required by the form but ignored: the account email is saved.',
        params: UserIdParams,
        body: ShippingAddressBody,
        response: { 200: ShippingAddressAnswer },
      },
    },
    async (req) => ({
      success: true,
      message: ADDRESS_SAVED,
      result: await shipping.saveAddress(requireCustomer(req), req.body),
    }),
  );
};

/** GET /shipping/options (issue 30): the services the checkout offers for the cart to the saved address. */
export const shippingOptionsRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (app, { shipping }) => {
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.get(
    '/options',
    {
      schema: {
        tags,
        description:
          "UPS services (UPS_SERVICES) rated for the cart to the saved address, or the rate table's one service when UPS is not configured; when UPS fails or takes over UPS_TIMEOUT_MS the table stands in and `notice` says so.",
        response: { 200: ShippingOptionsAnswer },
      },
    },
    async (req, reply) => {
      // Prices follow the cart and the carrier: never cached.
      void reply.header('cache-control', 'private, no-store');
      return shipping.options(requireCustomer(req), req.log);
    },
  );
};
