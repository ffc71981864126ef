'use client';

import { GLOBAL_ERROR_TEXTS as texts } from './global-error-texts';

/**
 * Last resort when the root layout itself fails: no providers are left, so the English
 * texts are used directly (the spec's fallback text, "UNEXPECTED ERROR"). The home link is a
 * plain anchor: a full reload is what a broken root layout needs, and next/link here would ship
 * a second copy of the link runtime in its own first-load chunk.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '48px 16px' }}>
        <h1>{texts.fallback}</h1>
        <p>{texts.description}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point (see above) */}
        <a href="/">{texts.homeButton}</a>
      </body>
    </html>
  );
}
