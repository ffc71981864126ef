/** The deviceId cookie (spec core §3 "Stored keys", §9 "Device id cookie expiry 7300 days"). */
export const DEVICE_ID_COOKIE = 'deviceId';
export const DEVICE_ID_MAX_AGE_DAYS = 7300;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function readCookie(name: string, cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The browser's device id, created (and kept 7300 days) on first use. */
export function getDeviceId(): string {
  const existing = readCookie(DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = randomId();
  document.cookie = `${DEVICE_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${DEVICE_ID_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax`;
  return id;
}

/** A fresh Idempotency-Key for one placement attempt. */
export function newIdempotencyKey(): string {
  return randomId();
}
