/**
 * The after-payment redirect parameter (spec core §2 "An after-redirect parameter used after a
 * payment is read and then removed"): `/profile/wallet/deposit?after_redirect=/live` takes the
 * player to /live once a payment succeeded. Only a path of this site is followed; anything else
 * (another origin, `//host`, a scheme, a backslash trick) is dropped.
 */
export const AFTER_REDIRECT_PARAM = 'after_redirect';

export function safeAfterRedirect(value: string | null): string | null {
  if (!value || value.length > 2_000 || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://same.invalid');
    return url.origin === 'https://same.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Reads the parameter from the address and removes it (history.replaceState: no navigation, no
 * history entry), so a reload or a shared link does not redirect again. Answers the safe path or null.
 */
export function takeAfterRedirect(location: Location, history: History): string | null {
  const url = new URL(location.href);
  if (!url.searchParams.has(AFTER_REDIRECT_PARAM)) return null;
  const target = safeAfterRedirect(url.searchParams.get(AFTER_REDIRECT_PARAM));
  url.searchParams.delete(AFTER_REDIRECT_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return target;
}
