import { z } from 'zod';
import { TRACKER_EVENT_KINDS, TRACKER_STATISTIC_KEYS, type MatchTrackerDto } from './tracker.model';

/** The wire shapes of the live match tracker (tracker.model.ts says what they are). */
const teamSchema = z.enum(['home', 'away']);

export const trackerEventSchema = z.object({
  id: z.number().int().nonnegative(),
  kind: z.enum(TRACKER_EVENT_KINDS),
  team: teamSchema.nullable(),
  period: z.number().int().nonnegative(),
  match_time: z.string().nullable(),
  points: z.number().int().nullable(),
});

export const trackerStatisticSchema = z.object({
  key: z.enum(TRACKER_STATISTIC_KEYS),
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});

export const matchTrackerSchema = z.object({
  match_id: z.number().int().positive(),
  sport: z.string(),
  possession: z.object({ home: z.number().int().min(0).max(100), away: z.number().int().min(0).max(100) }).nullable(),
  statistics: z.array(trackerStatisticSchema),
  events: z.array(trackerEventSchema),
}) satisfies z.ZodType<MatchTrackerDto>;

export const matchTrackerResponseSchema = z.object({ data: matchTrackerSchema.nullable() });

/** `match_tracker` on the match channel: the tracker after a step that added events (the whole, small, snapshot). */
export const matchTrackerEventSchema = z.object({ event_name: z.literal('match_tracker'), message: z.object({ tracker: matchTrackerSchema }) });
