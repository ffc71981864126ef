import type { PaginationDto } from './pagination';

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
