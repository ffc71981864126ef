/**
 * Code tables of the Centrifuge client protocol v2 (realtime-protocol.md "Error codes",
 * "Disconnect codes", "Pushes"). Values and wording follow centrifugal/centrifuge errors.go and
 * disconnect.go so that the unmodified `centrifuge` client reacts to them as it does to Centrifugo.
 */

/** Reply errors: `{"id":N,"error":{"code":C,"message":M,"temporary"?:true}}`. */
export const REPLY_ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const;
export type ReplyError = (typeof REPLY_ERRORS)[keyof typeof REPLY_ERRORS];

/**
 * WebSocket close codes (realtime-protocol.md "Disconnect codes"). 3000–3499 and 4000–4499 make the
 * client reconnect; 3500–3999 and 4500–4999 are terminal. Reasons are plain text, never JSON
 * (a JSON reason would be read by the client as reconnect advice), and at most 123 bytes.
 */
export const DISCONNECTS = {
  connectionClosed: { code: 3000, reason: 'connection closed' },
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  subExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
  tooManyErrors: { code: 3509, reason: 'too many errors' },
} as const;
export type Disconnect = (typeof DISCONNECTS)[keyof typeof DISCONNECTS];

/**
 * Server unsubscribe pushes `{"push":{"channel":C,"unsubscribe":{code,reason}}}`: a code below
 * 2500 ends the subscription, 2500 and above make the client resubscribe (realtime-protocol.md
 * "Pushes"; codes from centrifuge's unsubscribe.go).
 */
export const UNSUBSCRIBES = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const;
export type Unsubscribe = (typeof UNSUBSCRIBES)[keyof typeof UNSUBSCRIBES];

/** SubscribeRequest.flag bits the client may set (centrifuge-js codes.ts subscriptionFlags). */
export const SUBSCRIBE_FLAGS = {
  channelCompaction: 1,
  rejectUnrecovered: 2,
} as const;
