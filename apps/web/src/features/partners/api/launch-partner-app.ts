import { DEMO_PARTNER, type PartnerApp, type PartnerLaunchDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** POST /{provider}/launch (spec promotions §7): the address of the app's game, for the player when signed in. */
export async function launchPartnerApp(app: PartnerApp): Promise<string> {
  const { url } = await sportsbookAuthRequest<PartnerLaunchDto>(`/${DEMO_PARTNER}/launch`, { method: 'POST', body: { app }, optional: true });
  return url;
}
