/**
 * JSON encoding helpers for replies and pushes (realtime-protocol.md "Framing": compact JSON,
 * `data` carries raw JSON, empty fields omitted but a result object always present).
 */

/**
 * JSON text with every non-ASCII UTF-16 unit written as `\uXXXX` (realtime-protocol.md "Recovery
 * and delta"): fossil deltas work on bytes, and a pure-ASCII source keeps a delta from cutting a
 * multi-byte UTF-8 character, which would make the text frame invalid.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Drops undefined and false fields so the wire carries only what is set. */
export function compact<T extends Record<string, unknown>>(result: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) {
    if (value === undefined || value === false) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

export function encodeReply(id: number, method: string, result: Record<string, unknown>): string {
  return JSON.stringify({ id, [method]: compact(result) });
}

export function encodeError(id: number, error: { code: number; message: string; temporary?: boolean }): string {
  const body = error.temporary ? { code: error.code, message: error.message, temporary: true } : { code: error.code, message: error.message };
  return JSON.stringify({ id, error: body });
}

/** Server ping: a message with neither `id` nor `push` (realtime-protocol.md "Ping"). */
export const PING_FRAME = '{}';

export function encodeUnsubscribePush(channel: string, code: number, reason: string): string {
  return JSON.stringify({ push: { channel, unsubscribe: { code, reason } } });
}
