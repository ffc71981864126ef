import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { getAuthUserId, subscribeAuthUserId } from '@/lib/auth/use-auth-user-id';
import { RealtimeClient } from './realtime-client';
import { setRealtimeUser, useRealtimeInterest } from './realtime-interest';
import { resolveRealtimeUrl } from './realtime-url';

export interface StartRealtimeOptions {
  /** PUBLIC_REALTIME_URL when set; else the page's own origin (see README). */
  configuredUrl: string | null;
  delta: boolean;
  queryClient: QueryClient;
  locale: string;
}

/**
 * Starts the page's realtime client and keeps it in step with the page: its language (public
 * channel), the open match pages (match channels) and the signed-in user from the auth store
 * (private channel; reconnect on login and logout). Loaded lazily with the client by
 * components/realtime/realtime-root. Returns the stop function.
 */
export function startRealtime({ configuredUrl, delta, queryClient, locale }: StartRealtimeOptions): () => void {
  const client = new RealtimeClient({ url: resolveRealtimeUrl(configuredUrl, window.location), delta, queryClient });
  const followUser = (userId: number | null) => {
    const language = useAuthStore.getState().profile?.language;
    setRealtimeUser(userId === null ? null : { id: String(userId), ...(language ? { locale: language } : {}) });
  };
  const sync = () => {
    const { matches, chats, user } = useRealtimeInterest.getState();
    client.setMatches(matches.keys());
    client.setChats(chats.keys());
    client.setUser(user);
  };
  client.setLocale(locale);
  followUser(getAuthUserId());
  sync();
  const stopFollowingUser = subscribeAuthUserId(followUser);
  const stopSyncing = useRealtimeInterest.subscribe(sync);
  client.connect();
  return () => {
    stopFollowingUser();
    stopSyncing();
    client.close();
  };
}
