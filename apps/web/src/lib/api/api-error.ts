/** The error envelope of ARCHITECTURE §4, read without zod (this module runs in the browser). */
interface ErrorEnvelope {
  code: string;
  message: string;
  localized_message?: string;
  details?: unknown;
}

function readErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, localized_message: localized, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const envelope: ErrorEnvelope = typeof localized === 'string' ? { code, message, localized_message: localized } : { code, message };
  if (details !== undefined) envelope.details = details;
  return envelope;
}

/** A failed API call, with the HTTP status and the server's error code when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly url: string;
  /** The envelope's `details` (e.g. the new offer of a refused cashout), unchecked. */
  readonly details: unknown;
  /** The server's localized_message when it sent one (spec core §8: shown as is). */
  readonly localizedMessage: string | undefined;
  /** The answer's body and the request's (spec core §8: an error report carries both, scrubbed). */
  readonly responseBody: unknown;
  readonly requestBody: unknown;

  constructor(status: number, url: string, body: unknown, requestBody: unknown = undefined) {
    const envelope = readErrorEnvelope(body);
    super(envelope ? (envelope.localized_message ?? envelope.message) : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = envelope?.code;
    this.url = url;
    this.details = envelope?.details;
    this.localizedMessage = envelope?.localized_message;
    this.responseBody = body;
    this.requestBody = requestBody;
  }
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
