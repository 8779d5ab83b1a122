import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { notifications } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'

type NotificationInsert = typeof notifications.$inferInsert

export async function markProjectNotificationsRead(
  db: Conn,
  userId: string,
  projectId: string,
  now: Date,
) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.projectId, projectId),
        isNull(notifications.readAt),
      ),
    )
}

export async function insertNotifications(db: Conn, rows: NotificationInsert[]) {
  await db.insert(notifications).values(rows)
}

interface Recipient {
  userId: string
  orgId: string
  /** Only this project's notifications, when given. */
  projectId?: string | undefined
}

const recipientIs = ({ userId, orgId, projectId }: Recipient) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.orgId, orgId),
    projectId ? eq(notifications.projectId, projectId) : undefined,
  ) as SQL

/** A page of the user's notifications, newest first, with how many of all are unread. */
export async function notificationPage(db: Conn, recipient: Recipient, page: PageRequest) {
  const mine = recipientIs(recipient)
  const [{ rows, pageInfo }, [unread]] = await Promise.all([
    paged(
      page,
      ({ limit, offset }) =>
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(notifications).where(mine),
    ),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ])
  return { rows, pageInfo, unread: Number(unread?.n ?? 0) }
}

/** Marks the user's unread notifications read: those of `ids`, or all. Answers how many. */
export async function markNotificationsRead(
  db: Conn,
  recipient: Recipient,
  which: { ids?: string[] | undefined; all: boolean },
  now: Date,
) {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        recipientIs(recipient),
        isNull(notifications.readAt),
        which.all ? undefined : inArray(notifications.id, which.ids?.length ? which.ids : ['']),
      ),
    )
    .returning({ id: notifications.id })
  return marked.length
}
