import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { getCounters } from '@/features/catalogue/api/get-counters';
import { getSports } from '@/features/catalogue/api/get-sports';
import { SportsNav } from '@/features/catalogue/components/sports-nav';
import { valueOrNull } from '@/lib/api/settle';
import type { Locale } from '@/lib/i18n/routing';

/** The sports list with counts; a failing API leaves the rest of the page usable. */
export async function SiteSidebar({ locale }: { locale: Locale }) {
  const [sports, counters] = await Promise.all([valueOrNull(getSports(locale)), valueOrNull(getCounters({}, locale))]);
  return (
    <aside>
      {/* Its links hydrate apart, in short tasks (components/ui/deferred-hydration). */}
      {sports ? (
        <DeferredHydration>
          <SportsNav sports={sports} counters={counters} />
        </DeferredHydration>
      ) : null}
    </aside>
  );
}
