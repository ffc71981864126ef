import type { NotificationDto } from './notification';

/** Client model of a notification (spec promotions §3), mapped from the wire. */
export interface Notification {
  id: number;
  title: string;
  caption: string;
  body: string;
  type: string;
  objectType: string;
  objectId: string | null;
  read: boolean;
  createdAt: string;
}

export function toNotification(dto: NotificationDto): Notification {
  return {
    id: dto.id,
    title: dto.title,
    caption: dto.caption,
    body: dto.body,
    type: dto.type,
    objectType: dto.object_type,
    objectId: dto.object_id,
    read: dto.read,
    createdAt: dto.created_at,
  };
}

