import { z } from 'zod';

// GET /page/public/{id} has no response schema: a block's fields differ by kind (content-blocks.ts).

/** One content page in the page dropdown: its URL slug and page id. */
export const PageLink = z.object({ slug: z.string(), value: z.string() });
export type PageLink = z.infer<typeof PageLink>;

/** GET /page/public/dropdown. */
export const PageDirectoryAnswer = z.object({ result: z.array(PageLink) });
export type PageDirectoryAnswer = z.infer<typeof PageDirectoryAnswer>;
