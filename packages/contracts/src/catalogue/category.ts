import { z } from 'zod';
import { sportSchema } from './sport';

/** Category, usually a country (spec core §3): id, slug, name, priority, country_code, sport. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportSchema,
});
export type CategoryDto = z.infer<typeof categorySchema>;
