import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordId, ShippingAddressAnswer, ShippingAddressBody, ShippingChargeAnswer, ShippingChargeBody } from '@northbend/shared';
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
