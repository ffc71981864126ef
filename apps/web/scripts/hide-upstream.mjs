// Preloaded into `next start` by start-web.mjs (`node --import`). Next.js answers a request that
// src/proxy.ts rewrote to the API (an external rewrite to API_URL) with
// `x-middleware-rewrite: <the API's URL>`, telling every client the internal upstream address.
// This drops that header whenever it names an absolute URL (another origin); a same-origin rewrite
// (a relative path, e.g. the locale routing's) is left to Next.js.
import { ServerResponse } from 'node:http';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Whether a response header would name the upstream a request was rewritten to. */
export function namesUpstream(name, value) {
  return typeof name === 'string' && name.toLowerCase() === 'x-middleware-rewrite' && ABSOLUTE_URL.test(String(value));
}

const setHeader = ServerResponse.prototype.setHeader;
ServerResponse.prototype.setHeader = function setHeaderUnlessUpstream(name, value) {
  if (namesUpstream(name, value)) return this;
  return setHeader.call(this, name, value);
};
