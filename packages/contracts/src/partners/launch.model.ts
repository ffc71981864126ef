/** The partner content pages of spec core §1 (racing, lotteries, the virtual gaming arena), by app name. */
export const PARTNER_APPS = ['racing', 'lotteries', 'virtual-gaming-arena'] as const;
export type PartnerApp = (typeof PARTNER_APPS)[number];

/** The built-in partner of this reference backend: a demo game page per app, served by the API. */
export const DEMO_PARTNER = 'demo';

/** POST /{provider}/launch answers the address of the game (spec promotions §7: returns url). */
export interface PartnerLaunchDto {
  url: string;
}
