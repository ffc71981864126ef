import type { PaginationDto } from '@sportsbook/contracts/models';

/** A list response body `{data, pagination}` (ARCHITECTURE §4), as a type only. */
export interface Paged<T> {
  data: T[];
  pagination: PaginationDto;
}
