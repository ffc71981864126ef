/** What the centrifuge client reports in its `error` events (client and subscription). */
export interface RealtimeErrorContext {
  type: string;
  error: { code: number; message: string };
  channel?: string;
}

/**
 * Client error codes of `centrifuge` (errorCodes): 1 timeout, 2 transportClosed, 3
 * clientDisconnected, 4 clientClosed, 5 clientConnectToken, 6 clientRefreshToken, 7
 * subscriptionUnsubscribed, 8 subscriptionSubscribeToken, 9 subscriptionRefreshToken, 10
 * transportWriteError, 11 connectionClosed, 12 badConfiguration.
 */
const CODE_NAMES: Record<number, string> = {
  1: 'timeout',
  2: 'transportClosed',
  3: 'clientDisconnected',
  4: 'clientClosed',
  5: 'clientConnectToken',
  6: 'clientRefreshToken',
  7: 'subscriptionUnsubscribed',
  8: 'subscriptionSubscribeToken',
  9: 'subscriptionRefreshToken',
  10: 'transportWriteError',
  11: 'connectionClosed',
  12: 'badConfiguration',
};
/** Lost or closed connections: the network's doing, handled by reconnecting, never an incident. */
const NETWORK_CODES = new Set([2, 3, 4, 7, 10, 11]);
const NETWORK_MESSAGE = /failed to fetch|networkerror|network error|load failed|status 50[234]/i;

export class RealtimeError extends Error {
  readonly code: string;
  readonly channel: string | undefined;

  constructor(name: string, code: string, message: string, channel?: string) {
    super(message);
    this.name = name;
    this.code = code;
    this.channel = channel;
  }
}

/**
 * An error event as an Error for lib/errors: timeouts and network losses get the names the
 * report filter drops (TimeoutError, NetworkError, spec promotions §5); the rest is reported as
 * a RealtimeError named by its code (spec: "Realtime client errors are reported").
 */
export function toRealtimeError(context: RealtimeErrorContext): RealtimeError {
  const codeName = CODE_NAMES[context.error.code] ?? `server_${context.error.code}`;
  const message = `${context.type}: ${context.error.message || codeName}`;
  const name =
    context.error.code === 1 ? 'TimeoutError' : NETWORK_CODES.has(context.error.code) || NETWORK_MESSAGE.test(context.error.message) ? 'NetworkError' : 'RealtimeError';
  return new RealtimeError(name, codeName, message, context.channel);
}
