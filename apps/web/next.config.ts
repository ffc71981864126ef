import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { getServerEnv } from './src/lib/server-env';
import { SECURITY_HEADERS } from './src/lib/security/security-headers';

const env = getServerEnv();
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
  env: { NEXT_PUBLIC_LOCALE_PREFIX: env.LOCALE_PREFIX },
  // The browser sees one origin: API calls go through the web server (ARCHITECTURE §4).
  // Next.js asks for promises; nothing here needs to wait.
  rewrites: () =>
    Promise.resolve([
      { source: '/sportsbook/:path*', destination: `${env.API_URL}/sportsbook/:path*` },
      { source: '/platform/:path*', destination: `${env.API_URL}/platform/:path*` },
      // The realtime gateway: `next start` proxies WebSocket upgrades of external rewrites, so the
      // browser's default endpoint is its own origin (PUBLIC_REALTIME_URL overrides it).
      { source: '/connection/websocket', destination: `${env.API_URL}/connection/websocket` },
    ]),
  headers: () => Promise.resolve([{ source: '/:path*', headers: SECURITY_HEADERS }]),
};

export default withNextIntl(nextConfig);
