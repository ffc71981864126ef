import { CHANNELS, errorBodySchema, notificationEventSchema, notificationListSchema, PUBLIC_LANGUAGES, TEST_CARDS, unreadCountersChangedEventSchema, unreadCountersSchema, type NotificationDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotificationText } from '../../src/modules/notifications/messages';
import { NOTIFICATION_TEXTS } from '../../src/modules/notifications/messages.texts';
import { bearerFor, buildAccounts, call, registeredPlayer, type AccountsContext } from '../accounts/helper';

interface Player {
  cookie: string;
  authorization: string;
  userId: number;
}

let context: AccountsContext;
let ana: Player;
let bob: Player;

async function signedIn(email: string): Promise<Player> {
  const cookie = await registeredPlayer(context.app, email);
  const userId = (await call<{ id: number }>(context.app, 'GET', '/platform/player', { cookie })).body.id;
  return { cookie, authorization: `Bearer ${await bearerFor(context.app, cookie)}`, userId };
}

beforeAll(async () => {
  context = await buildAccounts();
  ana = await signedIn('notified-ana@example.com');
  bob = await signedIn('notified-bob@example.com');
});
afterAll(async () => context.close());

/** A /sportsbook/v1 call with the player's bearer (none for a visitor). */
function sportsbook<T>(method: 'GET' | 'POST', path: string, who: Player | null, options: { body?: unknown; language?: string } = {}) {
  return call<T>(context.app, method, `/sportsbook/v1${path}`, {
    headers: { ...(who ? { authorization: who.authorization } : {}), ...(options.language ? { 'accept-language': options.language } : {}) },
    body: options.body,
  });
}

const list = async (who: Player, query = '') => notificationListSchema.parse((await sportsbook('GET', `/notifications${query}`, who)).body);
const unread = async (who: Player) => unreadCountersSchema.parse((await sportsbook('GET', '/notifications/counters', who)).body).unread;

/** Creates `count` notifications for the player through the service (deposits of 1..count cents). */
async function notifyMany(who: Player, count: number): Promise<void> {
  for (let amount = 1; amount <= count; amount += 1) {
    await context.app.notifications.notify(who.userId, { type: 'deposit_credited', objectType: 'deposit', objectId: String(amount), params: { id: amount, amount, currency: 'EUR' } });
  }
}

/** Records the publications on the player's private channel while `work` runs. */
async function privateEvents(who: Player, work: () => Promise<unknown>): Promise<unknown[]> {
  const events: unknown[] = [];
  const channel = CHANNELS.user('en', String(who.userId));
  const stop = context.publisher.subscribe((published, publication) => {
    if (published === channel) events.push(publication);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return events;
}

describe('notifications (spec promotions §4, §7)', () => {
  it('answers 401 to a visitor on every call', async () => {
    const calls = [
      sportsbook('GET', '/notifications', null),
      sportsbook('GET', '/notifications/counters', null),
      sportsbook('POST', '/notifications/read', null, { body: { ids: [1] } }),
      sportsbook('POST', '/notifications/read-all', null),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(errorBodySchema.parse(response.body).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('a credited deposit notifies the player: listed, counted, and published with the new count', async () => {
    const events = await privateEvents(ana, async () => {
      const deposit = await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana.cookie, body: { amount: 2_550, card_number: TEST_CARDS.success } });
      expect(deposit.status).toBe(201);
      // A declined card credits nothing and notifies nothing.
      await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana.cookie, body: { amount: 100, card_number: TEST_CARDS.error } });
    });
    const page = await list(ana);
    expect(page.data).toHaveLength(1);
    const [item] = page.data;
    expect(item).toMatchObject({ type: 'deposit_credited', object_type: 'deposit', title: 'Deposit received', body: '€25.50 was added to your balance.', read: false });
    expect(await unread(ana)).toBe(1);
    const published = events.filter((event) => ['notification', 'unread_counters_changed'].includes((event as { event_name: string }).event_name));
    expect(published).toEqual([
      notificationEventSchema.parse({ event_name: 'notification', message: { notification: item } }),
      unreadCountersChangedEventSchema.parse({ event_name: 'unread_counters_changed', message: { unread: 1 } }),
    ]);
    // Texts follow Accept-Language.
    const arabic = notificationListSchema.parse((await sportsbook('GET', '/notifications', ana, { language: 'ar' })).body).data[0];
    expect(arabic?.title).toBe('تم استلام الإيداع');
    expect(arabic?.body).toContain('أُضيف');
    const german = notificationListSchema.parse((await sportsbook('GET', '/notifications', ana, { language: 'en;q=0.5, de-DE' })).body).data[0];
    expect(german).toMatchObject({ id: item?.id, title: 'Einzahlung erhalten', caption: item?.caption.replace('Deposit', 'Einzahlung') });
    expect(german?.body).toMatch(/^Ihrem Guthaben wurden 25,50\s€ gutgeschrieben\.$/);
    // A language without texts reads English.
    const unknown = notificationListSchema.parse((await sportsbook('GET', '/notifications', ana, { language: 'xx-YY' })).body).data[0];
    expect(unknown).toMatchObject({ title: 'Deposit received', body: '€25.50 was added to your balance.' });
  });

  it('pages the list newest first (default limit 20, at most 500) and refuses bad paging with 400', async () => {
    await notifyMany(bob, 25);
    const first = await list(bob);
    expect(first.pagination).toEqual({ total: 25, page: 1, limit: 20, last_page: 2 });
    expect(first.data.map((item) => item.object_id)).toEqual(Array.from({ length: 20 }, (_, index) => String(25 - index)));
    const second = await list(bob, '?page=2');
    expect(second.data.map((item) => item.object_id)).toEqual(['5', '4', '3', '2', '1']);
    expect((await list(bob, '?page=3&limit=10')).data.map((item) => item.object_id)).toEqual(['5', '4', '3', '2', '1']);
    expect((await list(bob, '?limit=500')).data).toHaveLength(25);
    for (const query of ['?limit=501', '?limit=0', '?page=0', '?page=abc', '?limit=2.5']) {
      const response = await sportsbook('GET', `/notifications${query}`, bob);
      expect(response.status, query).toBe(400);
      expect(errorBodySchema.parse(response.body).error.message).toMatch(/page|limit/);
    }
    expect(await unread(bob)).toBe(25);
  });

  it('reads only the caller\'s own notifications; someone else\'s ids are left untouched', async () => {
    const bobs = (await list(bob, '?limit=3')).data;
    const anas = (await list(ana)).data;
    const unreadBefore = await unread(ana);
    const events = await privateEvents(bob, async () => {
      const read = await sportsbook('POST', '/notifications/read', bob, { body: { ids: [...bobs.map((item) => item.id), ...anas.map((item) => item.id)] } });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ unread: 22 });
    });
    expect(events).toEqual([{ event_name: 'unread_counters_changed', message: { unread: 22 } }]);
    const listed = new Map((await list(bob, '?limit=500')).data.map((item) => [item.id, item]));
    expect(bobs.every((item) => listed.get(item.id)?.read)).toBe(true);
    expect([...listed.values()].filter((item) => item.read)).toHaveLength(3);
    expect((await list(ana)).data.every((item: NotificationDto) => !item.read)).toBe(true);
    expect(await unread(ana)).toBe(unreadBefore);
    // Reading them again changes nothing and publishes nothing.
    expect(await privateEvents(bob, () => sportsbook('POST', '/notifications/read', bob, { body: { ids: bobs.map((item) => item.id) } }))).toEqual([]);
    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: [0] }, {}]) {
      expect((await sportsbook('POST', '/notifications/read', bob, { body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('reads all of the caller\'s notifications and publishes the zero count once', async () => {
    const anaUnread = await unread(ana);
    const events = await privateEvents(bob, async () => {
      const read = await sportsbook('POST', '/notifications/read-all', bob);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ unread: 0 });
    });
    expect(events).toEqual([{ event_name: 'unread_counters_changed', message: { unread: 0 } }]);
    expect(await unread(bob)).toBe(0);
    expect((await list(bob, '?limit=500')).data.every((item) => item.read)).toBe(true);
    expect(await unread(ana)).toBe(anaUnread);
    expect(await privateEvents(bob, () => sportsbook('POST', '/notifications/read-all', bob))).toEqual([]);
  });

  it('notify() publishes the new item and the new unread count on the owner\'s private channel only', async () => {
    const before = await unread(ana);
    const anaEvents: unknown[] = [];
    const bobEvents = await privateEvents(bob, () => privateEvents(ana, () => notifyMany(ana, 1)).then((events) => anaEvents.push(...events)));
    expect(bobEvents).toEqual([]);
    expect(anaEvents).toHaveLength(2);
    const [created] = (await list(ana)).data;
    expect(notificationEventSchema.parse(anaEvents[0]).message.notification).toEqual(created);
    expect(unreadCountersChangedEventSchema.parse(anaEvents[1]).message.unread).toBe(before + 1);
  });
});

describe('notification texts (notifications/messages.texts.ts)', () => {
  const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('has every type\'s three texts in every public language, with the same {parameters} as English', () => {
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...PUBLIC_LANGUAGES].sort());
    const english = NOTIFICATION_TEXTS.en;
    for (const [language, catalogue] of Object.entries(NOTIFICATION_TEXTS)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(english).sort());
      for (const [type, texts] of Object.entries(catalogue)) {
        const source = english[type as keyof typeof english];
        expect(Object.keys(texts).sort(), `${language} ${type}`).toEqual(['body', 'caption', 'title']);
        for (const part of ['title', 'caption', 'body'] as const) {
          expect(texts[part].trim(), `${language} ${type}.${part}`).not.toBe('');
          expect(parameters(texts[part]), `${language} ${type}.${part}`).toEqual(parameters(source[part]));
        }
      }
    }
  });

  it('renders a stored key in the language, English for a language without texts, an unknown key as it is', () => {
    const params = { ref: 'A7', amount: 1_000, currency: 'EUR' };
    expect(renderNotificationText('de', 'notification.bet_won.caption', params)).toBe('Wette #A7');
    expect(renderNotificationText('xx', 'notification.bet_won.title', params)).toBe('Bet won');
    expect(renderNotificationText('constructor', 'notification.bet_won.body', params)).toBe('You won €10.00.');
    expect(renderNotificationText('de', 'notification.bet_won.body', params)).toMatch(/^Sie haben 10,00\s€ gewonnen\.$/);
    expect(renderNotificationText('de', 'notification.constructor.title', params)).toBe('notification.constructor.title');
  });
});
