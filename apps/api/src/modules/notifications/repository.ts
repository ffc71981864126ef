import type { NotificationObjectType, NotificationType } from '@sportsbook/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import { notificationKey } from './messages';

/** A notification to create: what it is about and the parameters of its texts. */
export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  objectType: NotificationObjectType;
  objectId: string | null;
  params: Record<string, string | number>;
}

/** A stored notification; title, caption and body are message keys (see messages.ts). */
export interface NotificationRow {
  id: number;
  userId: number;
  type: string;
  title: string;
  caption: string;
  body: string;
  params: Record<string, string | number>;
  objectType: string;
  objectId: string | null;
  read: boolean;
  createdAt: Date;
}

/** A notification just created, with its owner's language (their private channel) and unread count after the insert. */
export interface CreatedNotification {
  row: NotificationRow;
  language: string;
  unread: number;
}

interface RawRow {
  id: string | number;
  user_id: number;
  type: string;
  title: string;
  caption: string;
  body: string;
  params: Record<string, string | number>;
  object_type: string;
  object_id: string | null;
  read: boolean;
  created_at: string | Date;
}

const COLUMNS = sql.raw('id, user_id, type, title, caption, body, params, object_type, object_id, read, created_at');

function rowOf(raw: RawRow): NotificationRow {
  return {
    id: Number(raw.id),
    userId: raw.user_id,
    type: raw.type,
    title: raw.title,
    caption: raw.caption,
    body: raw.body,
    params: raw.params,
    objectType: raw.object_type,
    objectId: raw.object_id,
    read: raw.read,
    createdAt: new Date(raw.created_at),
  };
}

/**
 * The unread counts of the drafts' users before the insert, as one JSON object by user id. An
 * uncorrelated subquery, so it runs once per statement whatever the plan: counted per inserted
 * row, an unanalyzed table (a new one) is scanned once per row.
 */
const unreadBefore = sql`(select coalesce(jsonb_object_agg(user_id, n), '{}'::jsonb) from (
    select user_id, count(*) as n from notifications where not read and user_id = any(array(select distinct u from x)) group by user_id) counted)`;

/**
 * Inserts the drafts in one statement whatever their number (one JSON parameter), inside the
 * caller's transaction when given one (settlement, cashout and deposits create theirs in the
 * transaction that moves the money). Answers each row with its owner's language and unread
 * count after this insert (the statement does not see its own rows: the count is the unread
 * rows before it plus the user's new ones).
 */
export async function insertNotifications(executor: Database | Transaction, drafts: readonly NotificationDraft[], now: Date): Promise<CreatedNotification[]> {
  if (drafts.length === 0) return [];
  const input = drafts.map((draft) => ({
    u: draft.userId,
    t: draft.type,
    h: notificationKey(draft.type, 'title'),
    c: notificationKey(draft.type, 'caption'),
    b: notificationKey(draft.type, 'body'),
    p: draft.params,
    o: draft.objectType,
    i: draft.objectId,
  }));
  const rows = rowsOf<RawRow & { language: string; unread: string | number }>(await executor.execute(sql`with x as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(u int, t text, h text, c text, b text, p jsonb, o text, i text)
    ), inserted as (
      insert into notifications (user_id, type, title, caption, body, params, object_type, object_id, created_at)
      select u, t, h, c, b, p, o, i, ${now.toISOString()}::timestamptz from x
      returning ${COLUMNS}
    )
    select inserted.*, users.language, count(*) over (partition by inserted.user_id)
      + coalesce((${unreadBefore} ->> inserted.user_id::text)::int, 0) as unread
    from inserted join users on users.id = inserted.user_id
    order by inserted.id`));
  return rows.map((raw) => ({ row: rowOf(raw), language: raw.language, unread: Number(raw.unread) }));
}

/** notifications rows of one player: their pages, unread count and read marks. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  insert(drafts: readonly NotificationDraft[], now: Date): Promise<CreatedNotification[]> {
    return insertNotifications(this.db, drafts, now);
  }

  /** One page, newest first, and the player's total. */
  async page(userId: number, offset: number, limit: number): Promise<{ rows: NotificationRow[]; total: number }> {
    const [rows, totals] = await Promise.all([
      this.db.execute(sql`select ${COLUMNS} from notifications where user_id = ${userId} order by id desc limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*) as total from notifications where user_id = ${userId}`),
    ]);
    return { rows: rowsOf<RawRow>(rows).map(rowOf), total: Number(rowsOf<{ total: string | number }>(totals)[0]?.total ?? 0) };
  }

  async unread(userId: number): Promise<number> {
    const [row] = rowsOf<{ unread: string | number }>(await this.db.execute(sql`select count(*) as unread from notifications where user_id = ${userId} and not read`));
    return Number(row?.unread ?? 0);
  }

  /**
   * Marks read those of `ids` (all when null) that are the player's and still unread; answers how
   * many changed, the unread count after, and the player's language. Others' ids match no row.
   */
  async markRead(userId: number, ids: readonly number[] | null): Promise<{ changed: number; unread: number; language: string }> {
    const only = ids === null ? sql`` : sql`and id = any(${idArray(ids)})`;
    const [row] = rowsOf<{ changed: string | number; unread: string | number; language: string | null }>(await this.db.execute(sql`with updated as (
        update notifications set read = true where user_id = ${userId} and not read ${only} returning id
      )
      select (select count(*) from updated) as changed,
        (select count(*) from notifications where user_id = ${userId} and not read) - (select count(*) from updated) as unread,
        (select language from users where id = ${userId}) as language`));
    return { changed: Number(row?.changed ?? 0), unread: Number(row?.unread ?? 0), language: row?.language ?? 'en' };
  }
}
