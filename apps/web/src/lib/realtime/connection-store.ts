import { create } from 'zustand';

/** Connection states of spec promotions §4 "Realtime connection". */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface RealtimeConnectionState {
  status: ConnectionStatus;
  /** The realtime client has been loaded and asked to connect (it loads lazily, after hydration). */
  started: boolean;
  /** Stopped for good (unauthorized, bad protocol): no reconnect will happen until a reload. */
  stopped: boolean;
  /** Connected at least once since the page loaded. */
  everConnected: boolean;
  /** The first connection has taken longer than the request timeout (connection-status.ts). */
  slowFirstConnect: boolean;
  /** Date.now() of the last status change. */
  since: number;
}

export const INITIAL_CONNECTION_STATE: RealtimeConnectionState = {
  status: 'disconnected',
  started: false,
  stopped: false,
  everConnected: false,
  slowFirstConnect: false,
  since: 0,
};

/** The realtime client writes here (connection-status.ts); the UI (indicator, polling fallback) reads it. No centrifuge import. */
export const useRealtimeConnection = create<RealtimeConnectionState>()(() => INITIAL_CONNECTION_STATE);

/**
 * Whether the data on screen may be stale: the client was started and is not connected now.
 * Before it starts (the first seconds after load) the server-rendered data is fresh, and so it
 * is while the very first connection is being made, for at most the request timeout: that
 * normally takes a moment, and announcing it (or switching live queries to polling and back)
 * on every page load would only cost the page a flash and two re-renders of its live data.
 */
export function isStale(state: RealtimeConnectionState): boolean {
  if (!state.started || state.status === 'connected') return false;
  const firstConnecting = state.status === 'connecting' && !state.everConnected && !state.stopped;
  return !firstConnecting || state.slowFirstConnect;
}
