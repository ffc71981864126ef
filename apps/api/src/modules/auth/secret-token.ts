import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to the user (session ids, e-mailed tokens): 256 random bits, base64url. Only
 * their SHA-256 is stored and looked up, so a database leak yields no usable token and the
 * lookup compares hashes, not secrets.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
