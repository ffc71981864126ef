import type { Sport } from '@sportsbook/contracts/models';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getSports } from '@/features/catalogue/api/get-sports';
import { sportSegment } from '@/lib/routes/paths';

/** The sport a path segment names (its key, dashed: "ice-hockey"), or the not-found page. */
export const resolveSport = cache(async (segment: string, locale: string): Promise<Sport> => {
  const sports = await getSports(locale);
  const sport = sports.find((candidate) => sportSegment(candidate.key) === segment.toLowerCase());
  if (!sport) notFound();
  return sport;
});
