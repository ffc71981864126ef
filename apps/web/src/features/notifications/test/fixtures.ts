import type { NotificationDto } from '@sportsbook/contracts/models';

/** A notification as the API sends it; id `n` is about bet `n`. */
export function notificationDto(id: number, read = false): NotificationDto {
  return { id, title: `Title ${id}`, caption: `Caption ${id}`, body: `Body ${id}`, type: 'bet_won', object_type: 'bet', object_id: String(id), read, created_at: '2026-11-25T12:00:00.000Z' };
}
