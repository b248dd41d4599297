import { z } from 'zod';
import { PageNumber } from './ids';

/** The documents' page sizes: 10 by default, with 10, 25, 50 and 100 to choose from. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const PAGE_SIZE_DEFAULT = PAGE_SIZES[0];

/** Server-side paging of every list that grows with the network (DECISIONS.md). */
export const PageQuery = z.object({
  page: PageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(100).optional(),
  sort: z.string().max(50).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Kept here for the routes that import it from pagination; the id rules live in `./ids`. */
export { IdParam } from './ids';
