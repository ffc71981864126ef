'use client';

import Link from 'next/link';
import { GLOBAL_ERROR_TEXTS as texts } from './global-error-texts';

/**
 * Last resort when the root layout itself fails: no providers are left, so the English
 * texts are used directly (the spec's fallback text, "UNEXPECTED ERROR").
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '48px 16px' }}>
        <h1>{texts.fallback}</h1>
        <p>{texts.error}</p>
        <Link href="/">{texts.homeButton}</Link>
      </body>
    </html>
  );
}
