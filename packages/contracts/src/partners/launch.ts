import { z } from 'zod';
import { PARTNER_APPS, type PartnerLaunchDto } from './launch.model';

/** POST /{provider}/launch (spec promotions §7: app; returns url). */
export const partnerLaunchBodySchema = z.strictObject({ app: z.enum(PARTNER_APPS) });
export const partnerLaunchSchema = z.object({ url: z.string() }) satisfies z.ZodType<PartnerLaunchDto>;
