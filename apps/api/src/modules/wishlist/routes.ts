import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WISHLIST_MESSAGES,
  WishlistAnswer,
  WishlistBody,
  WishlistChangedAnswer,
  WishlistItemParams,
  WishlistOwnerParams,
} from '@northbend/shared';
import { requireCustomer } from '../../plugins/viewer.js';
import type { WishlistService } from './service.js';

const tags = ['wishlist'];
const config = { owner: { param: 'userId' } };

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  // A visitor gets 401 before the body is even read.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.put(
    '/update/:userId',
    { config, schema: { tags, params: WishlistOwnerParams, body: WishlistBody, response: { 200: WishlistChangedAnswer } } },
    async (req) => ({
      status: true,
      message: WISHLIST_MESSAGES.added,
      result: await wishlist.add(requireCustomer(req), req.body.user_wishlist_id),
    }),
  );

  app.get('/:userId', { config, schema: { tags, params: WishlistOwnerParams, response: { 200: WishlistAnswer } } }, async (req) => ({
    status: true,
    result: await wishlist.list(requireCustomer(req)),
  }));

  app.delete(
    '/:userId/:itemId',
    { config, schema: { tags, params: WishlistItemParams, response: { 200: WishlistChangedAnswer } } },
    async (req) => ({
      status: true,
      message: WISHLIST_MESSAGES.removed,
      result: await wishlist.remove(requireCustomer(req), req.params.itemId),
    }),
  );
};
