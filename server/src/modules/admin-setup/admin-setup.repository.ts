import { count, desc, eq } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'
import { demoRequests, organisations } from '../../db/schema.ts'
import { paged, type PageRequest } from '../../paging.ts'

export async function includedModulesOf(db: Conn, orgId: string) {
  const [org] = await db
    .select({ includedModules: organisations.includedModules })
    .from(organisations)
    .where(eq(organisations.id, orgId))
  return org
}

/** Demo requests, newest first. */
export function demoRequestPage(db: Conn, page: PageRequest) {
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select()
        .from(demoRequests)
        .orderBy(desc(demoRequests.createdAt))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(demoRequests),
  )
}
