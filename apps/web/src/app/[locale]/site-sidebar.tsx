import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { getCounters } from '@/features/catalogue/api/get-counters';
import { getSports } from '@/features/catalogue/api/get-sports';
import { SportsNav } from '@/features/catalogue/components/sports-nav';
import { valueOrNull } from '@/lib/api/settle';
import { currentIconSprite } from '@/lib/icons/current-sprite';
import type { Locale } from '@/lib/i18n/routing';

/** The sports list with counts; a failing API leaves the rest of the page usable. */
export async function SiteSidebar({ locale }: { locale: Locale }) {
  const [sports, counters, icons] = await Promise.all([valueOrNull(getSports(locale)), valueOrNull(getCounters({}, locale)), currentIconSprite()]);
  return (
    <aside>
      {/* Its links hydrate apart, in short tasks (components/ui/deferred-hydration). */}
      {sports ? (
        <DeferredHydration>
          <SportsNav sports={sports} counters={counters} iconsVersion={icons.version} />
        </DeferredHydration>
      ) : null}
    </aside>
  );
}
