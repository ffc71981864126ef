import { create } from 'zustand';

/**
 * What the page wants from realtime, kept apart from the client (which loads lazily): the match
 * channels of open match pages and the chat channels of open CHAT tabs (counted, so two
 * components of one page share a subscription), and the signed-in user for the private channel.
 */
export interface RealtimeUser {
  id: string;
  /** Locale of the private channel (the profile's language); the page locale when absent. */
  locale?: string;
}

interface RealtimeInterestState {
  matches: ReadonlyMap<number, number>;
  chats: ReadonlyMap<number, number>;
  user: RealtimeUser | null;
}

export const useRealtimeInterest = create<RealtimeInterestState>()(() => ({ matches: new Map(), chats: new Map(), user: null }));

/** Registers interest in a match channel; returns the release function. */
export function watchMatch(matchId: number): () => void {
  return watch('matches', matchId);
}

/** Registers interest in a match's chat channel (an open CHAT tab); returns the release function. */
export function watchChat(matchId: number): () => void {
  return watch('chats', matchId);
}

function watch(kind: 'matches' | 'chats', matchId: number): () => void {
  const change = (delta: number) =>
    useRealtimeInterest.setState((state) => {
      const counts = new Map(state[kind]);
      const count = (counts.get(matchId) ?? 0) + delta;
      if (count > 0) counts.set(matchId, count);
      else counts.delete(matchId);
      return { [kind]: counts };
    });
  change(1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    change(-1);
  };
}

/**
 * Sets the signed-in user (null on logout). The realtime client reconnects on every change (a
 * new connection token carries the new user) and subscribes the private channel only for a
 * user with an id. For the auth store: call it whenever the profile's login state changes.
 */
export function setRealtimeUser(user: RealtimeUser | null): void {
  const current = useRealtimeInterest.getState().user;
  if (current?.id === user?.id && current?.locale === user?.locale) return;
  useRealtimeInterest.setState({ user: user && user.id ? user : null });
}
