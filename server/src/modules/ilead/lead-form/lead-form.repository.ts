import { and, desc, eq } from 'drizzle-orm'
import type { Conn, Tx } from '../../../db/client.ts'
import { leadFormVersions, organisations } from '../../../db/schema.ts'

export type LeadFormRow = typeof leadFormVersions.$inferSelect
export type NewLeadFormRow = typeof leadFormVersions.$inferInsert

/** The organisation's newest lead form version, if it ever changed its form. */
export async function latestFormRow(db: Conn, orgId: string): Promise<LeadFormRow | undefined> {
  const [row] = await db
    .select()
    .from(leadFormVersions)
    .where(eq(leadFormVersions.orgId, orgId))
    .orderBy(desc(leadFormVersions.version))
    .limit(1)
  return row
}

export async function formRowAt(
  db: Conn,
  orgId: string,
  version: number,
): Promise<LeadFormRow | undefined> {
  const [row] = await db
    .select()
    .from(leadFormVersions)
    .where(and(eq(leadFormVersions.orgId, orgId), eq(leadFormVersions.version, version)))
  return row
}

/** Holds the organisation's row until the transaction ends: one form change at a time. */
export async function lockOrgForm(tx: Tx, orgId: string): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update')
}

export async function insertFormRow(tx: Tx, row: NewLeadFormRow): Promise<void> {
  await tx.insert(leadFormVersions).values(row)
}
