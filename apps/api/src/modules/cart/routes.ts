import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddToCartBody,
  CART_MESSAGES,
  CartChangedAnswer,
  CartListAnswer,
  CartItemParams,
  CartQuantityBody,
  IdParams,
  VariantAddToCartBody,
  VariantQuantityBody,
  VariantRemoveBody,
} from '@northbend/shared';
import { badRequest } from '../../lib/http-errors.js';
import { requireCustomer } from '../../plugins/viewer.js';
import type { CartService } from './service.js';

const tags = ['cart'];
const changed = { 200: CartChangedAnswer };

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // Every cart call needs a customer: a visitor gets 401 before the body is even read.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.get(
    '/customer-cart-list/:id',
    { config: { owner: { param: 'id' } }, schema: { tags, params: IdParams, response: { 200: CartListAnswer } } },
    async (req) => ({ status: true, data: await cart.list(requireCustomer(req)) }),
  );

  app.post(
    '/add-to-cart',
    { config: { owner: { body: 'cart_customer_id' } }, schema: { tags, body: AddToCartBody, response: changed } },
    async (req) => {
      const customerId = requireCustomer(req);
      const data = await cart.addProduct(customerId, req.body.cart_product_id, req.body.cart_product_quantity);
      return { status: true, message: CART_MESSAGES.added, data };
    },
  );

  app.post('/qty-plus-minus', { schema: { tags, body: CartQuantityBody, response: changed } }, async (req) => ({
    status: true,
    message: CART_MESSAGES.updated,
    data: await cart.setProductQuantity(requireCustomer(req), req.body.cartId, req.body.cart_product_quantity),
  }));

  app.delete(
    '/remove-to-cart/:userId/:cartId',
    { config: { owner: { param: 'userId' } }, schema: { tags, params: CartItemParams, response: changed } },
    async (req) => ({ status: true, message: CART_MESSAGES.removed, data: await cart.removeLine(requireCustomer(req), req.params.cartId) }),
  );

  // An old storefront leaves the line id out of the path when it has none.
  app.delete('/remove-to-cart/:userId', { config: { owner: false }, schema: { hide: true } }, async () => {
    throw badRequest(CART_MESSAGES.provideId);
  });

  const variantOwner = { owner: { body: 'cart_customer_id' } };
  app.post(
    '/variant-add-to-cart',
    { config: variantOwner, schema: { tags, body: VariantAddToCartBody, response: changed } },
    async (req) => {
      const customerId = requireCustomer(req);
      const data = await cart.addVariant(customerId, req.body.cart_product_id, req.body.cart_selected_product_variants);
      return { status: true, message: CART_MESSAGES.added, data };
    },
  );

  app.post('/variant-qty-plus-minus', { schema: { tags, body: VariantQuantityBody, response: changed } }, async (req) => ({
    status: true,
    message: CART_MESSAGES.updated,
    data: await cart.setVariantQuantity(requireCustomer(req), req.body.cartId, req.body.variantId, req.body.variant_quantity),
  }));

  app.post(
    '/variant-remove-to-cart',
    { config: { owner: { body: 'userId' } }, schema: { tags, body: VariantRemoveBody, response: changed } },
    async (req) => ({
      status: true,
      message: CART_MESSAGES.removed,
      data: await cart.removeVariant(requireCustomer(req), req.body.cartId, req.body.variantId),
    }),
  );
};
