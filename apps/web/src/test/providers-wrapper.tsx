import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { formatsFor } from '@/lib/i18n/date-time-formats';
import en from '../../messages/en.json';
import { testQueryClient } from './render';

/** A `wrapper` for render(): unlike renderWithProviders, `rerender` keeps the providers. */
export function providersWrapper(queryClient: QueryClient = testQueryClient()) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={en} formats={formatsFor('en')} timeZone="UTC">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
  };
}
