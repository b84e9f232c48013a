import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';

/** Every record id is a UUID; anything else is a malformed id (400), not an unknown one (404). */
export const RecordId = z.uuid({ message: 'Invalid id' });

export const IdParams = z.object({ id: RecordId });
export type IdParams = z.infer<typeof IdParams>;

export const PageQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const PaginationInfo = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  limit: z.number(),
});
export type PaginationInfo = z.infer<typeof PaginationInfo>;

export const DropdownItem = z.object({ value: z.string(), name: z.string() });
export type DropdownItem = z.infer<typeof DropdownItem>;

export const MessageBody = z.object({ message: z.string() });
