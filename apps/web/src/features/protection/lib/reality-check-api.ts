import type { SportsbookSessionDto } from '@sportsbook/contracts/models';
import { platformRequest } from '@/lib/api/platform-client';

/** The reality-check session calls (spec promotions §7 POST /sportsbook_sessions, /continue; never cached). */
export function getSportsbookSession(): Promise<SportsbookSessionDto> {
  return platformRequest<SportsbookSessionDto>('/sportsbook_sessions', { method: 'POST', expectUnauthorized: true });
}

export function continueSportsbookSession(): Promise<SportsbookSessionDto> {
  return platformRequest<SportsbookSessionDto>('/sportsbook_sessions/continue', { method: 'POST' });
}
