import { and, asc, eq, ne } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'
import { devices, memberships, organisations } from '../../db/schema.ts'

/** The user's business profiles (a home buyer's membership is not one), oldest first. */
export function businessProfilesOf(db: Conn, userId: string) {
  return db
    .select({
      type: memberships.profileType,
      orgId: memberships.orgId,
      orgName: organisations.name,
      slug: organisations.slug,
      role: memberships.role,
      isAdmin: memberships.isAdmin,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), ne(memberships.profileType, 'customer')))
    .orderBy(asc(memberships.createdAt))
}

/** Registers the device for push; registering it again changes nothing. */
export async function registerDevice(db: Conn, device: typeof devices.$inferInsert) {
  await db.insert(devices).values(device).onConflictDoNothing()
}

export async function forgetDevice(db: Conn, userId: string, deviceToken: string) {
  await db
    .delete(devices)
    .where(and(eq(devices.userId, userId), eq(devices.deviceToken, deviceToken)))
}
