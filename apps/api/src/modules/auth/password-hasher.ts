import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise
 * later without invalidating old hashes. Production cost N=2^17, r=8, p=1 is the first scrypt
 * setting of the OWASP Password Storage Cheat Sheet (128 MiB, a few hundred ms per hash);
 * tests inject a lower cost.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export class PasswordHasher {
  /** Hash of a random password, verified against for unknown logins so they cost the same time. */
  private dummy: Promise<string> | null = null;

  constructor(private readonly params: ScryptParams) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /** Constant-time comparison; null hash (unknown user) still spends one derivation. */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const target = stored ?? (await this.dummyHash());
    const [scheme, n, r, p, salt, key] = target.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== null;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummy;
  }
}
