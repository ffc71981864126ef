import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { formatsFor } from '@/lib/i18n/date-time-formats';
import en from '../../messages/en.json';

/** A query client for one test: no retries, and preloaded data stays fresh (no refetch). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } } });
}

/** Renders a client component with the English catalogue (UTC, as the app) and a query client. */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <NextIntlClientProvider locale="en" messages={en} formats={formatsFor('en')} timeZone="UTC">
      <QueryClientProvider client={queryClient}>
        <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>{ui}</SiteConfigProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}
