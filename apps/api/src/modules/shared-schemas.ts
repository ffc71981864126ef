import { errorBodySchema } from '@sportsbook/contracts';
import { z } from 'zod';

/** Path parameter of every /{id} route: a positive integer, else 400 naming "id". */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const errorResponses = { 400: errorBodySchema, 404: errorBodySchema } as const;
