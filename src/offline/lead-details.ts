import type { TLeadDetailPart, TLeadDetails } from '../../contract/lead-details.ts'
import { getDb, type LeadDetailsMeta, type LeadDetailsRecord } from '../lib/db.ts'
import { recordFreshness } from '../lib/freshness.ts'
import { isUnreachable } from '../lib/http.ts'
import { getOutboxPrincipal } from './outbox/principal.ts'

/**
 * The device's copy of leads' details (decision 0017): what the lead page shows besides the lead,
 * per user and lead. The background fetch fills it for the leads most likely to be needed; the
 * lead page keeps what it reads, so an opened lead stays readable offline.
 */

export type TLeadDetailParts = Omit<TLeadDetails, 'leadId'>

export interface LeadDetailTarget {
  ownerId: string
  leadId: string
}

const keyOf = ({ ownerId, leadId }: LeadDetailTarget) => `${ownerId}:${leadId}`

/** Opened leads kept beyond the background selection, the most recently opened first. */
export const OPENED_KEPT = 500

function blankRecord(target: LeadDetailTarget): LeadDetailsRecord {
  return { key: keyOf(target), ...target, parts: {}, fetchedAt: {} }
}

function blankMeta(target: LeadDetailTarget): LeadDetailsMeta {
  return { key: keyOf(target), ...target, fetchedAt: 0, leadUpdatedAt: null, openedAt: null }
}

/** One part as stored, with when it was fetched; undefined when the device has none. */
export async function storedLeadDetailPart<P extends TLeadDetailPart>(
  target: LeadDetailTarget,
  part: P,
): Promise<{ value: TLeadDetailParts[P]; fetchedAt: number } | undefined> {
  const record = await getDb().leadDetails.get(keyOf(target))
  const value = record?.parts[part]
  const fetchedAt = record?.fetchedAt[part]
  return value === undefined || fetchedAt === undefined
    ? undefined
    : { value: value as TLeadDetailParts[P], fetchedAt }
}

/** Keeps a part the lead page read from the network, and marks the lead opened. */
export async function keepOpenedLeadDetailPart<P extends TLeadDetailPart>(
  target: LeadDetailTarget,
  part: P,
  value: TLeadDetailParts[P],
  at: number,
): Promise<void> {
  const db = getDb()
  await db.transaction('rw', db.leadDetails, db.leadDetailsMeta, async () => {
    const key = keyOf(target)
    const record = (await db.leadDetails.get(key)) ?? blankRecord(target)
    const meta = (await db.leadDetailsMeta.get(key)) ?? blankMeta(target)
    await db.leadDetails.put({
      ...record,
      parts: { ...record.parts, [part]: value },
      fetchedAt: { ...record.fetchedAt, [part]: at },
    })
    await db.leadDetailsMeta.put({ ...meta, openedAt: at })
  })
}

/** Stores a background fetch's details, each against the lead's updatedAt it was read with. */
export async function storeLeadDetails(
  ownerId: string,
  items: readonly TLeadDetails[],
  leadUpdatedAt: ReadonlyMap<string, string>,
  at: number,
): Promise<void> {
  if (items.length === 0) return
  const db = getDb()
  const targets = items.map((item) => ({ ownerId, leadId: item.leadId }))
  await db.transaction('rw', db.leadDetails, db.leadDetailsMeta, async () => {
    const metas = await db.leadDetailsMeta.bulkGet(targets.map(keyOf))
    await db.leadDetails.bulkPut(
      items.map(({ leadId, ...parts }) => ({
        ...blankRecord({ ownerId, leadId }),
        parts,
        fetchedAt: Object.fromEntries(Object.keys(parts).map((part) => [part, at])),
      })),
    )
    await db.leadDetailsMeta.bulkPut(
      targets.map((target, i) => ({
        ...(metas[i] ?? blankMeta(target)),
        fetchedAt: at,
        leadUpdatedAt: leadUpdatedAt.get(target.leadId) ?? null,
      })),
    )
  })
}

/** What the device knows of each stored lead's details, without reading the details. */
export async function leadDetailsMetaOf(ownerId: string): Promise<Map<string, LeadDetailsMeta>> {
  const rows = await getDb().leadDetailsMeta.where('ownerId').equals(ownerId).toArray()
  return new Map(rows.map((row) => [row.leadId, row]))
}

/**
 * Drops the stored details of leads neither selected nor among the OPENED_KEPT most recently
 * opened, and of leads the server no longer shows the user.
 */
export async function sweepLeadDetails(
  ownerId: string,
  selected: ReadonlySet<string>,
  gone: ReadonlySet<string> = new Set(),
): Promise<void> {
  const db = getDb()
  const metas = [...(await leadDetailsMetaOf(ownerId)).values()]
  const opened = new Set(
    metas
      .filter((m) => m.openedAt !== null)
      .sort((a, b) => (b.openedAt ?? 0) - (a.openedAt ?? 0))
      .slice(0, OPENED_KEPT)
      .map((m) => m.leadId),
  )
  const drop = metas
    .filter((m) => gone.has(m.leadId) || (!selected.has(m.leadId) && !opened.has(m.leadId)))
    .map((m) => m.key)
  if (drop.length === 0) return
  await db.transaction('rw', db.leadDetails, db.leadDetailsMeta, async () => {
    await db.leadDetails.bulkDelete(drop)
    await db.leadDetailsMeta.bulkDelete(drop)
  })
}

/** What "Data as of" calls a part read from the device. */
const freshnessKey = (target: LeadDetailTarget, part: TLeadDetailPart) =>
  `device:lead-details:${keyOf(target)}:${part}`

/**
 * A part of a lead's details for its page: the network's answer, kept on the device; when the
 * network fails, the device's copy (its age goes to "Data as of"); with no copy, the failure
 * itself, which the page words as "not saved on this device". When the service worker answers
 * from its own store, the newer of its copy and the device's is used. The copy is the signed-in
 * user's (the outbox principal, set by the signed-in layout before any answer arrives).
 */
export async function readLeadDetailPart<P extends TLeadDetailPart>(
  leadId: string,
  part: P,
  fetchPart: (onStoredAt: (storedAt: number | null) => void) => Promise<TLeadDetailParts[P]>,
  now: () => number = Date.now,
): Promise<TLeadDetailParts[P]> {
  let storedAt: number | null = null
  let value: TLeadDetailParts[P]
  const targetNow = (): LeadDetailTarget | null => {
    const ownerId = getOutboxPrincipal()?.userId
    return ownerId ? { ownerId, leadId } : null
  }
  try {
    value = await fetchPart((at) => {
      storedAt = at
    })
  } catch (error) {
    const target = targetNow()
    if (!target || !isUnreachable(error)) throw error
    const stored = await storedLeadDetailPart(target, part).catch(() => undefined)
    if (!stored) throw error
    recordFreshness(freshnessKey(target, part), stored.fetchedAt)
    return stored.value
  }
  const target = targetNow()
  if (!target) return value
  if (storedAt === null) {
    // A failed write costs only the offline copy; the page has its answer.
    void keepOpenedLeadDetailPart(target, part, value, now()).catch(() => undefined)
    return value
  }
  const stored = await storedLeadDetailPart(target, part).catch(() => undefined)
  if (stored && stored.fetchedAt > storedAt) {
    recordFreshness(freshnessKey(target, part), stored.fetchedAt)
    return stored.value
  }
  return value
}
