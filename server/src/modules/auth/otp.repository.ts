import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { authCodes, otpCodes, phoneBlocks, users } from '../../db/schema.ts'

export type OtpCodeRecord = typeof otpCodes.$inferSelect
type OtpCodeInsert = typeof otpCodes.$inferInsert
type AuthCodeInsert = typeof authCodes.$inferInsert

export async function userByPhone(tx: Tx, phone: string) {
  const [user] = await tx.select().from(users).where(eq(users.phone, phone))
  return user
}

/** The number's latest block, over or not. */
export async function latestBlock(tx: Tx, phone: string) {
  const [row] = await tx.select().from(phoneBlocks).where(eq(phoneBlocks.phone, phone))
  return row
}

export async function blockPhone(
  tx: Tx,
  phone: string,
  blockedUntil: Date,
  reason: 'too_many_codes' | 'too_many_attempts',
) {
  await tx
    .insert(phoneBlocks)
    .values({ phone, blockedUntil, reason })
    .onConflictDoUpdate({ target: phoneBlocks.phone, set: { blockedUntil, reason } })
}

/** The number's codes made since `since` that no one signed in with, newest first. */
export function unverifiedCodesSince(tx: Tx, phone: string, since: Date) {
  return tx
    .select({ createdAt: otpCodes.createdAt, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, since), isNull(otpCodes.verifiedAt)),
    )
    .orderBy(desc(otpCodes.createdAt))
}

export async function retireOpenCodes(tx: Tx, phone: string, now: Date) {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
}

export async function insertOtpCode(tx: Tx, code: OtpCodeInsert) {
  await tx.insert(otpCodes).values(code)
}

/** Locked, so parallel guesses are judged one after another and each sees the count so far. */
export async function lockOtpCode(
  tx: Tx,
  refId: string,
  phone: string,
): Promise<OtpCodeRecord | undefined> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.refId, refId), eq(otpCodes.phone, phone)))
    .for('update')
  return row
}

export async function updateOtpCode(
  tx: Tx,
  refId: string,
  change: Partial<Pick<OtpCodeRecord, 'attempts' | 'consumedAt' | 'verifiedAt'>>,
) {
  await tx.update(otpCodes).set(change).where(eq(otpCodes.refId, refId))
}

export async function insertAuthCode(tx: Tx, code: AuthCodeInsert) {
  await tx.insert(authCodes).values(code)
}
