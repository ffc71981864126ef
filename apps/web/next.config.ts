import { execFileSync } from 'node:child_process';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { nextImagesConfig } from './src/lib/media/next-images-config';
import { getServerEnv } from './src/lib/server-env';
import { SECURITY_HEADERS } from './src/lib/security/security-headers';

const env = getServerEnv();
// The release id error reports carry (spec promotions §9: set at build time): the commit, else the build's time.
function buildRelease(): string {
  try {
    return `sportsbook-web@${execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
  } catch {
    return `sportsbook-web@${new Date().toISOString()}`;
  }
}
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/lib/i18n/request.ts',
  // Messages are precompiled at build time: no ICU parser in the browser bundle.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contracts'],
  // The locale prefix rule is a deployment setting fixed at build time: client links need it too.
  env: { NEXT_PUBLIC_LOCALE_PREFIX: env.LOCALE_PREFIX, NEXT_PUBLIC_RELEASE: buildRelease() },
  // The browser sees one origin: src/proxy.ts hands API calls and the realtime WebSocket to API_URL,
  // read at run time (no rewrites here: those would fix the API's address in the build).
  headers: () => Promise.resolve([{ source: '/:path*', headers: SECURITY_HEADERS }]),
  // The image proxy: media hosts of MEDIA_ORIGINS only (read when the server starts), spec qualities and widths.
  images: nextImagesConfig(env.MEDIA_ORIGINS),
};

export default withNextIntl(nextConfig);
