import { z } from 'zod';
import { PROVIDERS, SPORT_TYPES } from '@sportsbook/domain';

/** Sport (spec core §3): id, urn_id, key, name, priority, type, provider. */
export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: z.enum(SPORT_TYPES),
  provider: z.enum(PROVIDERS),
});
export type SportDto = z.infer<typeof sportSchema>;
