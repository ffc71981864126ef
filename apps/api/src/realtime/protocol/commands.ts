import { z } from 'zod';

/**
 * Client commands of protocol v2 JSON (realtime-protocol.md "Framing", "Commands and replies";
 * field names from centrifugal/protocol definitions/client.proto). Unknown fields are ignored as
 * protobuf would; a wrong type for a known field is a bad request.
 */
const uint = z.number().int().nonnegative();

export const connectRequestSchema = z.object({
  token: z.string().optional(),
  data: z.unknown().optional(),
  name: z.string().optional(),
  version: z.string().optional(),
  subs: z.record(z.string(), z.unknown()).optional(),
});

export const subscribeRequestSchema = z.object({
  channel: z.string().min(1),
  token: z.string().optional(),
  recover: z.boolean().optional(),
  epoch: z.string().optional(),
  offset: uint.optional(),
  positioned: z.boolean().optional(),
  recoverable: z.boolean().optional(),
  join_leave: z.boolean().optional(),
  delta: z.string().optional(),
  flag: z.number().int().optional(),
  type: z.number().int().optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const unsubscribeRequestSchema = z.object({ channel: z.string().min(1) });
export const refreshRequestSchema = z.object({ token: z.string().min(1) });
export const subRefreshRequestSchema = z.object({ channel: z.string().min(1), token: z.string().min(1) });

/** Methods of the protocol this gateway does not offer: error 108 (realtime-protocol.md). */
const UNSUPPORTED = ['publish', 'presence', 'presence_stats', 'history', 'rpc', 'send'] as const;

export type Command =
  | { kind: 'pong' }
  | { kind: 'ignored' }
  | { kind: 'unsupported'; id: number; method: string }
  | { kind: 'unknown'; id: number }
  | { kind: 'connect'; id: number; req: z.infer<typeof connectRequestSchema> }
  | { kind: 'subscribe'; id: number; req: SubscribeRequest }
  | { kind: 'unsubscribe'; id: number; req: z.infer<typeof unsubscribeRequestSchema> }
  | { kind: 'refresh'; id: number; req: z.infer<typeof refreshRequestSchema> }
  | { kind: 'sub_refresh'; id: number; req: z.infer<typeof subRefreshRequestSchema> }
  | { kind: 'ping'; id: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One decoded command, or null when the line is not a valid command (close 3501). */
export function decodeCommand(line: string): Command | null {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const id = raw['id'];
  if (id === undefined || id === 0) {
    // A command without id is a pong `{}` (or an async `send`, which we do not offer).
    const keys = Object.keys(raw).filter((key) => key !== 'id');
    if (keys.length === 0) return { kind: 'pong' };
    // `send` expects no reply and we have no handler for it: drop it, as Centrifugo does.
    if (keys.length === 1 && keys[0] === 'send') return { kind: 'ignored' };
    return null;
  }
  if (!uint.safeParse(id).success) return null;
  return decodeMethod(raw, id as number);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** The first method field present decides the command (a protobuf Command carries one). */
function decodeMethod(raw: Record<string, unknown>, id: number): Command | null {
  if (raw['connect'] !== undefined) {
    const req = parse(connectRequestSchema, raw['connect']);
    return req && { kind: 'connect', id, req };
  }
  if (raw['subscribe'] !== undefined) {
    const req = parse(subscribeRequestSchema, raw['subscribe']);
    return req && { kind: 'subscribe', id, req };
  }
  if (raw['unsubscribe'] !== undefined) {
    const req = parse(unsubscribeRequestSchema, raw['unsubscribe']);
    return req && { kind: 'unsubscribe', id, req };
  }
  if (raw['refresh'] !== undefined) {
    const req = parse(refreshRequestSchema, raw['refresh']);
    return req && { kind: 'refresh', id, req };
  }
  if (raw['sub_refresh'] !== undefined) {
    const req = parse(subRefreshRequestSchema, raw['sub_refresh']);
    return req && { kind: 'sub_refresh', id, req };
  }
  if (raw['ping'] !== undefined) return { kind: 'ping', id };
  const unsupported = UNSUPPORTED.find((method) => raw[method] !== undefined);
  if (unsupported) return { kind: 'unsupported', id, method: unsupported };
  return { kind: 'unknown', id };
}

/**
 * Splits one text frame into its newline-separated commands (the client batches connect and
 * subscribes in its first frame). Returns null when any line is not a valid command.
 */
export function decodeFrame(text: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const command = decodeCommand(line);
    if (command === null) return null;
    commands.push(command);
  }
  return commands.length > 0 ? commands : null;
}
