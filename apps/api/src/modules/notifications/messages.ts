import type { NotificationType } from '@sportsbook/contracts';
import { formatMoney } from '@sportsbook/domain';
import type { ServerLanguage } from '../custom-bets/messages';
import { currencyOf } from '../wallet/currencies';

/** The three texts of a notification type, `{name}` standing for a parameter. */
interface NotificationTexts {
  title: string;
  caption: string;
  body: string;
}

/**
 * The server's notification catalogue. Rows store the keys `notification.{type}.{title|caption|body}`
 * and their parameters, never the text: a player reads every notification in the language they
 * use now, and a wording fix reaches old notifications too.
 */
const TEXTS: Record<ServerLanguage, Record<NotificationType, NotificationTexts>> = {
  en: {
    bet_won: { title: 'Bet won', caption: 'Bet #{ref}', body: 'You won {amount}.' },
    bet_refunded: { title: 'Bet refunded', caption: 'Bet #{ref}', body: '{amount} was returned to your balance.' },
    bet_cashed_out: { title: 'Bet cashed out', caption: 'Bet #{ref}', body: '{amount} was added to your balance.' },
    deposit_credited: { title: 'Deposit received', caption: 'Deposit #{id}', body: '{amount} was added to your balance.' },
  },
  ar: {
    bet_won: { title: 'ربحت الرهان', caption: 'الرهان #{ref}', body: 'لقد ربحت {amount}.' },
    bet_refunded: { title: 'تم استرداد الرهان', caption: 'الرهان #{ref}', body: 'أُعيد {amount} إلى رصيدك.' },
    bet_cashed_out: { title: 'تم صرف الرهان', caption: 'الرهان #{ref}', body: 'أُضيف {amount} إلى رصيدك.' },
    deposit_credited: { title: 'تم استلام الإيداع', caption: 'الإيداع #{id}', body: 'أُضيف {amount} إلى رصيدك.' },
  },
};

/** The stored key of one text of a type (the catalogue's key, e.g. `notification.bet_won.title`). */
export function notificationKey(type: NotificationType, part: keyof NotificationTexts): string {
  return `notification.${type}.${part}`;
}

const KEY = /^notification\.([a-z_]+)\.(title|caption|body)$/;

function textOf(language: ServerLanguage, key: string): string | null {
  const [, type, part] = KEY.exec(key) ?? [];
  const texts = type ? TEXTS[language][type as NotificationType] : undefined;
  return texts && part ? texts[part as keyof NotificationTexts] : null;
}

/**
 * A stored key rendered with its parameters; `amount` (minor units) is formatted as money in the
 * notification's `currency`. An unknown key is shown as it is (never an error for the reader).
 */
export function renderNotificationText(language: ServerLanguage, key: string, params: Readonly<Record<string, string | number>>): string {
  const template = textOf(language, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    if (name === 'amount' && typeof value === 'number' && typeof params.currency === 'string') {
      return formatMoney({ value, currency: params.currency, subunits: currencyOf(params.currency)?.subunits ?? 100 }, language);
    }
    return String(value);
  });
}

