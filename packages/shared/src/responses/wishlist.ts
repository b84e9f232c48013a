import { z } from 'zod';
import { ProductSummary } from './catalog.js';

/** GET /wishlist/{userId}. */
export const WishlistAnswer = z.object({ status: z.boolean(), result: z.array(ProductSummary) });
export type WishlistAnswer = z.infer<typeof WishlistAnswer>;

/** Adding and removing answer with the whole wishlist. */
export const WishlistChangedAnswer = WishlistAnswer.extend({ message: z.string() });
export type WishlistChangedAnswer = z.infer<typeof WishlistChangedAnswer>;
