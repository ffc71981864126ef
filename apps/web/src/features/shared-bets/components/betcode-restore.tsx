'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isProfileLoaded } from '@sportsbook/domain';
import { Dialog } from '@/components/ui/dialog';
import { announcePolitely } from '@/lib/a11y/announcer-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { withoutBetcode } from '../lib/betcode-param';

type Failure = 'not_found' | 'try_another' | 'try_later';

const FAILURE_KEYS = { not_found: 'notFound', try_another: 'tryAnother', try_later: 'tryLater' } as const;

/**
 * Restores the shared bets of `code` into the slip (once the profile, hence the active currency,
 * is known), then removes the parameter from the address (other parameters and the hash kept).
 * Failures show the share-bet-not-found modal with its text (spec promotions §8).
 */
export default function BetcodeRestore({ code }: { code: string }) {
  const t = useTranslations('SharedBets');
  const locale = useLocale();
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const handled = useRef<string | null>(null);
  // The active currency the bets are converted to is known once the profile has loaded.
  const profileLoaded = useAuthStore((state) => isProfileLoaded(state.status));

  useEffect(() => {
    if (!profileLoaded || handled.current === code) return;
    handled.current = code;
    announcePolitely(t('restoring'));
    void import('../lib/run-restore')
      .then(({ runBetcodeRestore }) => runBetcodeRestore(code, locale))
      .then((outcome) => {
        if (outcome.kind === 'restored') announcePolitely(t('restored', { count: outcome.count }));
        else setFailure(outcome.kind);
      })
      .catch(() => setFailure('try_later'))
      .finally(() => {
        router.replace(withoutBetcode(window.location.href), { scroll: false });
      });
  }, [code, locale, profileLoaded, router, t]);

  if (!failure) return null;
  return (
    <Dialog title={t('notFoundTitle')} onClose={() => setFailure(null)} closeLabel={t('close')}>
      <p role="alert" data-testid="share-bet-not-found">
        {t(FAILURE_KEYS[failure])}
      </p>
      <button type="button" className="button" onClick={() => setFailure(null)}>
        {t('close')}
      </button>
    </Dialog>
  );
}
