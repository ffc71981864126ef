import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '@/lib/i18n/date-time-formats';
import en from '../../../../messages/en.json';
import sr from '../../../../messages/sr.json';
import { NotificationItem } from './notification-item';

const notification = {
  id: 1,
  title: 'Bet won',
  caption: '',
  body: '',
  type: 'bet_won',
  objectType: 'bet',
  objectId: '7',
  read: true,
  createdAt: '2026-01-05T09:05:00Z',
};

function renderIn(locale: 'en' | 'sr', messages: typeof en) {
  const { container, unmount } = render(
    <NextIntlClientProvider locale={locale} messages={messages} formats={formatsFor(locale)} timeZone="UTC">
      <NotificationItem notification={notification} onOpen={() => {}} />
    </NextIntlClientProvider>,
  );
  const written = container.querySelector('time')?.textContent?.replace(/\s/gu, ' ');
  unmount();
  return written;
}

describe('NotificationItem', () => {
  it('dates a notification in the short style of the page language', () => {
    expect(renderIn('en', en)).toBe('1/5/26, 9:05 AM');
  });

  it('dates it in 2-digit day and month on a Serbian page (spec core §9)', () => {
    expect(renderIn('sr', sr)).toBe('05.01.2026. 09:05');
  });
});
