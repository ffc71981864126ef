import { RealtimeRoot } from '@/components/realtime/realtime-root';
import { getSettings } from '@/features/settings/api/get-settings';
import { valueOrNull } from '@/lib/api/settle';
import type { Locale } from '@/lib/i18n/routing';
import { getServerEnv } from '@/lib/server-env';

/**
 * Realtime for every page (issue 4): the lazily started client with its connection indicator
 * and polite announcement region. Configuration is read per request, so PUBLIC_REALTIME_URL and
 * FEATURE_REALTIME_DELTA need no rebuild.
 */
export async function RealtimeMount({ locale }: { locale: Locale }) {
  const env = getServerEnv();
  const settings = await valueOrNull(getSettings(locale));
  return (
    <RealtimeRoot
      configuredUrl={env.PUBLIC_REALTIME_URL ?? null}
      delta={env.FEATURE_REALTIME_DELTA}
      providerStatuses={settings?.providerStatuses ?? null}
    />
  );
}
