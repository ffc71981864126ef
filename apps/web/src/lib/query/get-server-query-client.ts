import { cache } from 'react';
import { makeQueryClient } from './make-query-client';

/** One query client per server request (React cache is request-scoped in RSC). */
export const getServerQueryClient = cache(makeQueryClient);
