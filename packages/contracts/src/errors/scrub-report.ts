/**
 * What an error report must never carry (issue 22; spec core §8 enriches HTTP errors with the
 * request and response bodies): passwords, tokens and keys, cookies, card numbers, e-mail
 * addresses. One function for the web app's and the API's reports, run on every event before it
 * is sent.
 */

/** Keys whose values are dropped whatever they hold. */
const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|session|api[_-]?key|operator[_-]?key|card|cvv|cvc|pan$|iban|pin$|otp|code_verifier/i;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** 13–19 digits, optionally grouped by spaces or dashes: a payment card number. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** A secret in a URL's query (`?token=…`, `&password=…`). */
const SECRET_PARAM = /([?&;](?:[\w-]*(?:pass(?:word)?|secret|token|session|api[_-]?key|code))=)[^&#\s]*/gi;
/** A JSON web token anywhere in a text. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export const FILTERED = '[Filtered]';

/** A text with its e-mail addresses, card numbers and credentials replaced. */
export function scrubText(text: string): string {
  return text.replace(SECRET_PARAM, `$1${FILTERED}`).replace(BEARER, `$1 ${FILTERED}`).replace(JWT, FILTERED).replace(EMAIL, '[email]').replace(CARD, '[card]');
}

/**
 * A copy of `value` (objects and arrays at any depth, up to `maxDepth`) with secret keys'
 * values filtered and every string scrubbed; deeper values are cut. Cycles are cut too.
 */
export function scrubReport<T>(value: T, maxDepth = 12): T {
  const seen = new WeakSet<object>();
  const visit = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return scrubText(item);
    if (item === null || typeof item !== 'object') return item;
    if (seen.has(item) || depth >= maxDepth) return FILTERED;
    seen.add(item);
    if (Array.isArray(item)) return item.map((entry) => visit(entry, depth + 1));
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, SECRET_KEY.test(key) ? FILTERED : visit(entry, depth + 1)]));
  };
  return visit(value, 0) as T;
}

/** The parts of an error-service event (Sentry's shape) that can carry what must not leave. */
export interface ScrubbableEvent {
  message?: string | undefined;
  exception?: { values?: { value?: string | undefined; stacktrace?: { frames?: unknown[] | undefined } | undefined }[] | undefined } | undefined;
  request?: unknown;
  extra?: unknown;
  contexts?: unknown;
  breadcrumbs?: unknown;
}

/**
 * An event made safe to send, in place (the SDKs' `beforeSend`): texts scrubbed, the request,
 * extra data, contexts and breadcrumbs passed through `scrubReport`, each stack held to its last
 * `maxFrames` frames (spec promotions §9: 50).
 */
export function scrubErrorEvent<T extends ScrubbableEvent>(event: T, maxFrames: number): T {
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    const frames = value.stacktrace?.frames;
    if (value.stacktrace && frames && frames.length > maxFrames) value.stacktrace.frames = frames.slice(-maxFrames);
  }
  if (event.message) event.message = scrubText(event.message);
  for (const key of ['request', 'extra', 'contexts', 'breadcrumbs'] as const) {
    if (event[key] !== undefined) event[key] = scrubReport(event[key]);
  }
  return event;
}
