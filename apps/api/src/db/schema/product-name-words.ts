import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';

/**
 * Every distinct lower-case word (3+ letters) of the product names, with the number of products
 * whose name holds it. The typo-tolerant search corrects a typed word to its nearest word here,
 * which reads a few hundred rows instead of every product name. Kept in step with `products` by
 * statement-level triggers (migration 0004): application code never writes it.
 */
export const productNameWords = pgTable(
  'product_name_words',
  {
    word: text('word').primaryKey(),
    /** How many product names hold the word; the row goes when it drops to 0. */
    products: integer('products').notNull(),
  },
  (t) => [index('product_name_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
