import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a compact HS256 JWS (the bearer's format) with node:crypto, synchronously: the header
 * must name alg HS256 (and nothing critical), the signature must be the HMAC-SHA256 of
 * `header.payload` under `key` (compared in constant time), and the payload a JSON object. Answers
 * the payload's claims, or null. Claim checks (exp, aud, iss…) are the caller's.
 *
 * On the hot path of every bearer request (bet placement above all), where jose's WebCrypto
 * verification cost a thread-pool round trip per call.
 */
export function verifyHs256(token: string, key: Buffer): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const protectedHeader = parseObject(header);
  if (!protectedHeader || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  return parseObject(payload);
}

function parseObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
