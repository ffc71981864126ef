import type { BetLimits, MultiSingleAvailability, OddsAcceptMode } from '@sportsbook/domain';
import { create } from 'zustand';

/**
 * What the slip needs of the system settings (spec core §3 "System settings", "Site config"),
 * read by the server (React-cached GET /settings) and handed to the ticket panel root.
 */
export interface SlipSettings {
  /** Recommended stakes of the site, minor units (the player's own override them). */
  stakes: number[];
  oddsAcceptMode: OddsAcceptMode;
  multiSingleAvailableByProvider: MultiSingleAvailability;
  betsLimits: BetLimits | null;
  customBetEnabled: boolean;
}

export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  stakes: [],
  oddsAcceptMode: 'NONE',
  multiSingleAvailableByProvider: {},
  betsLimits: null,
  customBetEnabled: false,
};

export const useSlipSettings = create<SlipSettings>()(() => DEFAULT_SLIP_SETTINGS);

export function setSlipSettings(settings: SlipSettings): void {
  useSlipSettings.setState(settings, true);
}
