import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WISHLIST_MESSAGES,
  WishlistAnswer,
  WishlistBody,
  WishlistChangedAnswer,
  WishlistItemParams,
  WishlistOwnerParams,
} from '@northbend/shared';
import { requireCustomer, requireSelf } from '../../plugins/viewer.js';
import type { WishlistService } from './service.js';

const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  // A visitor gets 401 before the body is even read.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.put(
    '/update/:userId',
    { schema: { tags, params: WishlistOwnerParams, body: WishlistBody, response: { 200: WishlistChangedAnswer } } },
    async (req) => ({
      status: true,
      message: WISHLIST_MESSAGES.added,
      result: await wishlist.add(requireSelf(req, req.params.userId), req.body.user_wishlist_id),
    }),
  );

  app.get('/:userId', { schema: { tags, params: WishlistOwnerParams, response: { 200: WishlistAnswer } } }, async (req) => ({
    status: true,
    result: await wishlist.list(requireSelf(req, req.params.userId)),
  }));

  app.delete(
    '/:userId/:itemId',
    { schema: { tags, params: WishlistItemParams, response: { 200: WishlistChangedAnswer } } },
    async (req) => ({
      status: true,
      message: WISHLIST_MESSAGES.removed,
      result: await wishlist.remove(requireSelf(req, req.params.userId), req.params.itemId),
    }),
  );
};
