import { useRealtimeConnection, type ConnectionStatus, type RealtimeConnectionState } from './connection-store';
import { REALTIME } from './constants';

let slowFirstConnectTimer: ReturnType<typeof setTimeout> | undefined;

/** A first connection still not made after the request timeout makes the page's data stale (connection-store isStale). */
function watchFirstConnect(): void {
  const { status, everConnected } = useRealtimeConnection.getState();
  if (everConnected || status !== 'connecting') {
    clearTimeout(slowFirstConnectTimer);
    slowFirstConnectTimer = undefined;
    return;
  }
  slowFirstConnectTimer ??= setTimeout(() => {
    slowFirstConnectTimer = undefined;
    if (!useRealtimeConnection.getState().everConnected) useRealtimeConnection.setState({ slowFirstConnect: true });
  }, REALTIME.timeoutMs);
}

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
  watchFirstConnect();
}
