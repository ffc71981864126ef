import { useRealtimeConnection, type ConnectionStatus, type RealtimeConnectionState } from './connection-store';

/** The realtime client's writer of the connection store (apart from it: only the lazy client needs it). */
export function setConnectionStatus(status: ConnectionStatus, extra: Partial<Pick<RealtimeConnectionState, 'stopped'>> = {}): void {
  useRealtimeConnection.setState((state) => ({
    ...state,
    ...extra,
    status,
    started: true,
    everConnected: state.everConnected || status === 'connected',
    since: state.status === status ? state.since : Date.now(),
  }));
}
