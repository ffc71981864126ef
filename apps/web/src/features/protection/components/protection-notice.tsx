'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { closeProtectionNotice, type ProtectionNotice } from '@/lib/protection/protection-notice-store';

const KEYS = { out_of_session: 'outOfSession', activity_limit: 'activityLimit' } as const;

/** The out-of-session and activity-limit modals (spec promotions §2): the player was signed out by a limit. */
export function ProtectionNoticeDialog({ notice }: { notice: ProtectionNotice }) {
  const t = useTranslations('realityCheck');
  const key = KEYS[notice];
  return (
    <Dialog title={t(`${key}.title`)} closeLabel={t('close')} onClose={closeProtectionNotice}>
      <p>{t(`${key}.body`)}</p>
    </Dialog>
  );
}
