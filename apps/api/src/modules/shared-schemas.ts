import { errorBodySchema, positiveIntParamSchema } from '@sportsbook/contracts';
import { z } from 'zod';

/** Path parameter of every /{id} route: a positive integer that fits an int4 id, else 400 naming "id". */
export const idParamsSchema = z.object({ id: positiveIntParamSchema });

export const errorResponses = { 400: errorBodySchema, 404: errorBodySchema } as const;
