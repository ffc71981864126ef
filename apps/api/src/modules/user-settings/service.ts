import { ACCOUNT_ERROR_CODES, type SystemSettingsDto, type UserSettingsBody } from '@sportsbook/contracts';
import { padRecommendedStakes } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { UserSettingsRepository } from './repository';

/** The player's choices over the system settings (spec core §3 "User settings"). */
export class UserSettingsService {
  constructor(private readonly settings: UserSettingsRepository, private readonly clock: Clock) {}

  /** System settings with the user's odds type, four stakes (padded with 0) and odds-change mode. */
  async merged(system: SystemSettingsDto, userId: number): Promise<SystemSettingsDto> {
    const mine = await this.settings.get(userId);
    const oddsType = system.odds_types.available.find((format) => format === mine?.oddsType) ?? system.odds_types.selected;
    return {
      ...system,
      stakes: padRecommendedStakes(mine?.stakes ?? system.stakes),
      auto_accept_odds_change: mine?.autoAcceptOddsChange ?? system.auto_accept_odds_change,
      odds_types: { ...system.odds_types, selected: oddsType },
    };
  }

  async update(system: SystemSettingsDto, userId: number, body: UserSettingsBody): Promise<void> {
    if (body.odds_type !== undefined && !system.odds_types.available.includes(body.odds_type)) {
      throw new HttpError(422, ACCOUNT_ERROR_CODES.invalidSettings, `Odds type "${body.odds_type}" is not available.`, { field: 'odds_type' });
    }
    await this.settings.upsert(userId, {
      ...(body.odds_type !== undefined && { oddsType: body.odds_type }),
      ...(body.stakes !== undefined && { stakes: padRecommendedStakes(body.stakes) }),
      ...(body.auto_accept_odds_change !== undefined && { autoAcceptOddsChange: body.auto_accept_odds_change }),
      ...(body.push_subscription !== undefined && { pushSubscription: body.push_subscription }),
    }, new Date(this.clock.now()));
  }
}
