/** The header that carries one request's id from the web server (or a load balancer) to the API and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may be: short and plain, so that it cannot forge log lines or fill the logs. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether a caller's request id may be carried on (else the receiver makes its own). */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}
