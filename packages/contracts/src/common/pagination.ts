import { z } from 'zod';

/** Paging block of every list response (spec core §3). */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type PaginationDto = z.infer<typeof paginationSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  lastPage: number;
}

export function toPagination(dto: PaginationDto): Pagination {
  return { total: dto.total, page: dto.page, limit: dto.limit, lastPage: dto.last_page };
}

/** Page arithmetic shared by every list endpoint: at least one page even when empty. */
export function buildPagination(total: number, page: number, limit: number): PaginationDto {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
