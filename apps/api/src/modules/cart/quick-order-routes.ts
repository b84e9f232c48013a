import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuickOrderAnswer, QuickOrderBody, QuickOrderLookupAnswer, QuickOrderLookupBody } from '@northbend/shared';
import { requireCustomer } from '../../plugins/viewer.js';
import type { QuickOrderService } from './quick-order-service.js';

const tags = ['cart'];

/** Quick order by part number (issue 14), under /cart: a customer's pad, never a visitor's (prices, decision 003). */
export const quickOrderRoutes: FastifyPluginAsyncZod<{ quickOrder: QuickOrderService }> = async (app, { quickOrder }) => {
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.post(
    '/quick-order/lookup',
    {
      schema: {
        tags,
        summary: 'Look up part numbers for the quick order pad',
        description: 'A product’s or a variant’s part number, in any case, answers with its name, image, price and stock.',
        body: QuickOrderLookupBody,
        response: { 200: QuickOrderLookupAnswer },
      },
    },
    async (req) => ({ result: await quickOrder.lookup(requireCustomer(req), req.body.part_numbers) }),
  );

  app.post(
    '/quick-order',
    {
      config: { owner: { body: 'cart_customer_id' } },
      schema: {
        tags,
        summary: 'Add the quick order pad’s rows to the cart',
        description:
          'Every row is checked first: a malformed request (over 200 rows, a quantity that is not a whole number from 1 to 9,999, ' +
          'an empty part number) is a 400 and adds nothing. Then every valid row is added in one transaction, and each row the ' +
          'cart refuses (unknown part number, a variant without its measurement, a full cart) is listed in `refused`.',
        body: QuickOrderBody,
        response: { 200: QuickOrderAnswer },
      },
    },
    async (req) => quickOrder.addAll(requireCustomer(req), req.body.rows),
  );
};
