import type { AccountDto, CompPointsDto, GeoDto, PhoneVerificationDto, PlayerDto, StatusGroupDto } from './player';

/** Client shapes of the player platform (spec core §3), camelCase, mapped from the wire. */
export interface PlayerProfile {
  id: number;
  email: string | null;
  mobilePhone: string | null;
  authPhoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  currency: string;
  authFieldsMissed: string[];
  statuses: { id: string; name: string }[];
  serasa: { pve: boolean };
  country: { code: string; name: string } | null;
  groupCheck: { requiredGroup: string; allowed: boolean; redirectUrl: string } | null;
}

export function toPlayerProfile(dto: PlayerDto): PlayerProfile {
  return {
    id: dto.id,
    email: dto.email?.email ?? null,
    mobilePhone: dto.mobile_phone,
    authPhoneNumber: dto.auth_phone_number,
    firstName: dto.first_name,
    lastName: dto.last_name,
    nickname: dto.nickname,
    language: dto.language,
    currency: dto.currency,
    authFieldsMissed: dto.auth_fields_missed,
    statuses: dto.statuses,
    serasa: dto.serasa,
    country: dto.country,
    groupCheck: dto.group_check
      ? { requiredGroup: dto.group_check.required_group, allowed: dto.group_check.allowed, redirectUrl: dto.group_check.redirect_url }
      : null,
  };
}

export interface PlayerAccount {
  currency: string;
  balance: number;
  subunits: number;
  fiat: boolean;
  active: boolean;
  availableToBetWithLockedCents: number;
}

export function toPlayerAccount(dto: AccountDto): PlayerAccount {
  return {
    currency: dto.currency,
    balance: dto.balance,
    subunits: dto.subunits,
    fiat: dto.fiat,
    active: dto.active,
    availableToBetWithLockedCents: dto.available_to_bet_with_locked_cents,
  };
}

export interface PhoneVerification {
  phoneNumber: string | null;
  phoneCountry: string | null;
  verified: boolean;
  resendTimeoutUntil: string | null;
  smsLimitReached: boolean;
}

export function toPhoneVerification(dto: PhoneVerificationDto): PhoneVerification {
  return {
    phoneNumber: dto.phone_number,
    phoneCountry: dto.phone_country,
    verified: dto.verified_status === 'verified',
    resendTimeoutUntil: dto.resend_timeout_until,
    smsLimitReached: dto.sms_limit_reached,
  };
}

export interface StatusGroup {
  id: number;
  name: string;
  status: string;
  writeable: boolean;
  minPoints: number;
  maxPoints: number | null;
}

export function toStatusGroup(dto: StatusGroupDto): StatusGroup {
  return {
    id: dto.id,
    name: dto.name,
    status: dto.status,
    writeable: dto.writeable,
    minPoints: dto.min_persistent_comp_points,
    maxPoints: dto.max_persistent_comp_points,
  };
}

/** Comp points from persistent.points, 0 when absent (a 401 answer maps to null → 0). */
export function toCompPoints(dto: CompPointsDto | null): number {
  return dto?.persistent.points ?? 0;
}

export interface Geo {
  countryCode: string | null;
  countryName: string | null;
  blocked: boolean;
  groupCheck: { requiredGroup: string; redirectUrl: string } | null;
}

export function toGeo(dto: GeoDto): Geo {
  return {
    countryCode: dto.country_code,
    countryName: dto.country_name,
    blocked: dto.blocked,
    groupCheck: dto.group_check && { requiredGroup: dto.group_check.required_group, redirectUrl: dto.group_check.redirect_url },
  };
}
