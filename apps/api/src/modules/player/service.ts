import { randomInt } from 'node:crypto';
import { ACCOUNT_ERROR_CODES, ERROR_CODES, type AccountDto, type PhoneVerificationDto, type PlayerDto, type PlayerUpdateBody, type StatusGroupDto } from '@sportsbook/contracts';
import { activeCurrency } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { AccountsConfig } from '../auth/config';
import { hashToken } from '../auth/secret-token';
import { countryName } from '../geo/country';
import type { Mailer } from '../mailer/mailer';
import { templates } from '../mailer/templates';
import { currencyOf } from '../wallet/currencies';
import type { PlayerRecord, PlayerRepository } from './repository';

const DAY = 24 * 60 * 60 * 1000;
const PROFILE_FIELDS = ['first_name', 'last_name', 'nickname'] as const;

/** GET /player and the player's own settings, accounts, phone, loyalty and limits (spec core §3). */
export class PlayerService {
  constructor(
    private readonly players: PlayerRepository,
    private readonly mailer: Mailer,
    private readonly config: AccountsConfig,
    private readonly clock: Clock,
    private readonly locales: readonly string[],
  ) {}

  async profile(userId: number, visitorCountry: string | null): Promise<PlayerDto> {
    const user = await this.user(userId);
    const country = user.country ?? visitorCountry;
    const check = this.config.playerGroupCheck;
    return {
      id: user.id,
      email: user.email ? { email: user.email } : null,
      mobile_phone: user.mobilePhone,
      auth_phone_number: user.authPhoneNumber,
      first_name: user.firstName,
      last_name: user.lastName,
      nickname: user.nickname,
      language: user.language,
      currency: user.currency,
      auth_fields_missed: this.config.requiredFields.filter((field) => !present(fieldValue(user, field))),
      statuses: user.groups.map((group) => ({ id: group, name: group })),
      serasa: { pve: user.pve },
      country: country ? { code: country, name: countryName(country) } : null,
      group_check: check ? { required_group: check.requiredGroup, allowed: user.groups.includes(check.requiredGroup), redirect_url: check.redirectUrl } : null,
    };
  }

  async updateProfile(userId: number, body: PlayerUpdateBody): Promise<void> {
    await this.players.update(userId, {
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.last_name !== undefined && { lastName: body.last_name }),
      ...(body.nickname !== undefined && { nickname: body.nickname }),
    });
  }

  async accounts(userId: number): Promise<AccountDto[]> {
    const [user, rows] = await Promise.all([this.user(userId), this.players.accounts(userId)]);
    const active = activeCurrency(user.currency, rows, this.config.defaultCurrency);
    return rows.flatMap((row) => {
      const currency = currencyOf(row.currency);
      if (!currency) return [];
      return [{ currency: row.currency, balance: row.balance, subunits: currency.subunits, fiat: currency.fiat, active: row.currency === active, available_to_bet_with_locked_cents: row.balance }];
    });
  }

  /** POST /player/accounts: the active account becomes the one in `currency` (spec core §4 "Account switch"). */
  async changeAccount(userId: number, code: string): Promise<string> {
    const currency = currencyOf(code);
    const rows = await this.players.accounts(userId);
    if (!currency || !rows.some((row) => row.currency === currency.code)) {
      throw new HttpError(422, ACCOUNT_ERROR_CODES.unknownCurrency, `No account in currency "${code}".`, { field: 'currency' });
    }
    await this.players.update(userId, { currency: currency.code });
    return currency.code;
  }

  async updateLocale(userId: number, locale: string): Promise<string> {
    if (!this.locales.includes(locale)) throw new HttpError(400, ERROR_CODES.badRequest, `Invalid body parameter "locale": one of ${this.locales.join(', ')}`, { fields: [{ field: 'locale', message: 'unsupported locale' }] });
    await this.players.update(userId, { language: locale });
    return locale;
  }

  async phone(userId: number): Promise<PhoneVerificationDto> {
    const user = await this.user(userId);
    const now = this.clock.now();
    const recent = await this.players.codesSince(userId, new Date(now - DAY));
    const last = recent[0];
    const resendAt = last ? last.createdAt.getTime() + this.config.phone.resendTimeoutMs : 0;
    const pendingPhone = last && !last.usedAt && last.expiresAt.getTime() > now ? last.phoneNumber : null;
    return {
      phone_number: pendingPhone ?? user.mobilePhone,
      phone_country: user.phoneCountry,
      verified_status: user.phoneVerifiedAt && !pendingPhone ? 'verified' : 'unverified',
      resend_timeout_until: resendAt > now ? new Date(resendAt).toISOString() : null,
      sms_limit_reached: recent.length >= this.config.phone.dailySmsLimit,
    };
  }

  /** Sends a six-digit code by SMS, once per resend timeout and at most dailySmsLimit a day. */
  async sendPhoneCode(userId: number, phoneNumber: string, phoneCountry: string | undefined): Promise<PhoneVerificationDto> {
    const state = await this.phone(userId);
    if (state.sms_limit_reached) throw new HttpError(429, ACCOUNT_ERROR_CODES.smsLimitReached, 'Too many codes sent today; try again tomorrow.');
    if (state.resend_timeout_until) throw new HttpError(429, ACCOUNT_ERROR_CODES.resendTooSoon, `Wait until ${state.resend_timeout_until} to ask for another code.`, { resend_timeout_until: state.resend_timeout_until });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.players.addCode({ userId, phoneNumber, codeHash: hashToken(`${userId}:${code}`), expiresAt: new Date(now + this.config.phone.codeTtlMs), createdAt: new Date(now) });
    if (phoneCountry) await this.players.update(userId, { phoneCountry: phoneCountry.toUpperCase() });
    await this.mailer.send(templates.phoneCode(phoneNumber, code));
    return this.phone(userId);
  }

  async verifyPhone(userId: number, code: string): Promise<PhoneVerificationDto> {
    const now = new Date(this.clock.now());
    const open = await this.players.latestOpenCode(userId, now);
    const wrong = () => new HttpError(422, ACCOUNT_ERROR_CODES.invalidCode, 'The code is wrong or has expired.', { field: 'code' });
    if (!open || open.attempts >= this.config.phone.maxAttempts) throw wrong();
    if (open.codeHash !== hashToken(`${userId}:${code}`)) {
      await this.players.countAttempt(open.id, open.attempts + 1);
      throw wrong();
    }
    await this.players.verifyPhone(open.id, userId, open.phoneNumber, now);
    return this.phone(userId);
  }

  async compPoints(userId: number): Promise<number> {
    return this.players.compPoints(userId);
  }

  async statusGroups(): Promise<StatusGroupDto[]> {
    return (await this.players.statusGroups()).map((group) => ({
      id: group.id,
      name: group.name,
      status: group.status,
      writeable: group.writeable,
      min_persistent_comp_points: group.minPoints,
      max_persistent_comp_points: group.maxPoints,
    }));
  }

  private async user(userId: number): Promise<PlayerRecord> {
    const user = await this.players.user(userId);
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, 'You need to sign in or sign up before continuing.');
    return user;
  }
}

function fieldValue(user: PlayerRecord, field: string): string | null {
  if (!(PROFILE_FIELDS as readonly string[]).includes(field)) return 'n/a';
  return field === 'first_name' ? user.firstName : field === 'last_name' ? user.lastName : user.nickname;
}

function present(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}
