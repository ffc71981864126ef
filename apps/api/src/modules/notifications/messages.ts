import { intlLocaleOf, type NotificationType } from '@sportsbook/contracts';
import { formatMoney } from '@sportsbook/domain';
import { textLanguage, type ServerLanguage } from '../custom-bets/messages';
import type { TextLanguage } from '../custom-bets/messages.texts';
import { currencyOf } from '../wallet/currencies';
import { NOTIFICATION_TEXTS, type NotificationTexts } from './messages.texts';

/*
 * The server's notification catalogue (NOTIFICATION_TEXTS, every public language, English for any
 * other). Rows store the keys `notification.{type}.{title|caption|body}` and their parameters,
 * never the text: a player reads every notification in the language they use now, and a wording
 * fix reaches old notifications too.
 */

/** The stored key of one text of a type (the catalogue's key, e.g. `notification.bet_won.title`). */
export function notificationKey(type: NotificationType, part: keyof NotificationTexts): string {
  return `notification.${type}.${part}`;
}

const KEY = /^notification\.([a-z_]+)\.(title|caption|body)$/;

function textOf(language: TextLanguage, key: string): string | null {
  const [, type, part] = KEY.exec(key) ?? [];
  const catalogue = NOTIFICATION_TEXTS[language];
  const texts = type && Object.hasOwn(catalogue, type) ? catalogue[type as NotificationType] : undefined;
  return texts && part ? texts[part as keyof NotificationTexts] : null;
}

/**
 * A stored key rendered with its parameters in `language` (English when it has no texts: the text
 * and its money format both); `amount` (minor units) is formatted as money in the notification's
 * `currency`. An unknown key is shown as it is (never an error for the reader).
 */
export function renderNotificationText(requested: ServerLanguage, key: string, params: Readonly<Record<string, string | number>>): string {
  const language = textLanguage(NOTIFICATION_TEXTS, requested);
  const template = textOf(language, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    if (name === 'amount' && typeof value === 'number' && typeof params.currency === 'string') {
      return formatMoney({ value, currency: params.currency, subunits: currencyOf(params.currency)?.subunits ?? 100 }, intlLocaleOf(language));
    }
    return String(value);
  });
}

