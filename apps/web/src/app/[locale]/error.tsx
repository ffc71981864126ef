'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorIllustration } from '@/components/layout/error-illustration';
import { StatusPage } from '@/components/layout/status-page';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';

/** A broken page is reported (through the filter) and shows the error page (spec core §8). */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Pages');
  const tError = useTranslations('page.error');
  useEffect(() => reportErrorLazily(error), [error]);
  return (
    <StatusPage message={tError('description')} image={<ErrorIllustration alt={t('errorImageAlt')} />}>
      <button type="button" className="button button-secondary" onClick={reset}>
        {t('tryAgain')}
      </button>
    </StatusPage>
  );
}
