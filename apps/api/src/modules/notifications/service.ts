import { buildPagination, CHANNELS, type NotificationDto, type NotificationListDto, type UnreadCountersDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import type { RealtimePublisher } from '../../realtime/types';
import { serverLanguage, type ServerLanguage } from '../custom-bets/messages';
import { renderNotificationText } from './messages';
import type { CreatedNotification, NotificationDraft, NotificationRow, NotificationsRepository } from './repository';

/** A stored notification as the wire carries it, its texts rendered in `language`. */
export function toNotificationDto(row: NotificationRow, language: ServerLanguage): NotificationDto {
  return {
    id: row.id,
    title: renderNotificationText(language, row.title, row.params),
    caption: renderNotificationText(language, row.caption, row.params),
    body: renderNotificationText(language, row.body, row.params),
    type: row.type,
    object_type: row.objectType,
    object_id: row.objectId,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Private notifications (spec promotions §4 "Notifications"): every change goes out on the owner's
 * private channel: `notification {notification}` for a new item, `unread_counters_changed {unread}`
 * whenever the unread count moved. Publication failures are swallowed (the rows are committed;
 * the client refetches on reconnect).
 */
export class NotificationService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
  ) {}

  /** Creates one notification for the player and publishes it. */
  async notify(userId: number, draft: Omit<NotificationDraft, 'userId'>): Promise<NotificationDto | null> {
    const created = await this.repository.insert([{ ...draft, userId }], new Date(this.clock.now()));
    await this.publishCreated(created);
    const [first] = created;
    return first ? toNotificationDto(first.row, serverLanguage(first.language)) : null;
  }

  /**
   * Publishes notifications created inside another module's transaction, after its commit:
   * each item, then each player's last unread count once (a settlement may notify a player of
   * several bets).
   */
  async publishCreated(created: readonly CreatedNotification[]): Promise<void> {
    const counts = new Map<number, { language: string; unread: number }>();
    for (const { row, language, unread } of created) {
      const notification = toNotificationDto(row, serverLanguage(language));
      await this.publish(row.userId, language, 'notification', { notification });
      counts.set(row.userId, { language, unread });
    }
    for (const [userId, { language, unread }] of counts) await this.publish(userId, language, 'unread_counters_changed', { unread });
  }

  async list(userId: number, page: number, limit: number, language: ServerLanguage): Promise<NotificationListDto> {
    const { rows, total } = await this.repository.page(userId, (page - 1) * limit, limit);
    return { data: rows.map((row) => toNotificationDto(row, language)), pagination: buildPagination(total, page, limit) };
  }

  async counters(userId: number): Promise<UnreadCountersDto> {
    return { unread: await this.repository.unread(userId) };
  }

  /** Marks the player's own notifications among `ids` read (all when null); others' ids are ignored. */
  async read(userId: number, ids: readonly number[] | null): Promise<UnreadCountersDto> {
    const { changed, unread, language } = await this.repository.markRead(userId, ids);
    if (changed > 0) await this.publish(userId, language, 'unread_counters_changed', { unread });
    return { unread };
  }

  private async publish(userId: number, language: string, eventName: 'notification' | 'unread_counters_changed', message: unknown): Promise<void> {
    await this.publisher.publish(CHANNELS.user(language, String(userId)), { event_name: eventName, message }).catch(() => undefined);
  }
}
