import type { MessageDescriptor } from '@lingui/core'
import {
  getDb,
  OUTBOX_PAYLOAD_VERSION,
  type DbTransaction,
  type OutboxMethod,
  type OutboxRow,
  type SiteOfficeDb,
} from '../../lib/db.ts'
import { randomId } from '../../lib/random-id.ts'
import { announceOutboxChange } from './changes.ts'
import { toOutboxLabel } from './label.ts'
import { getOutboxPrincipal, type OutboxPrincipal } from './principal.ts'

export interface EnqueueInput {
  /** The ordering key: this user's rows of one entity reach the server in the order saved. */
  entity: string
  method: OutboxMethod
  /** The API path, as src/lib/http.ts takes it. */
  path: string
  /** JSON data; stored as JSON would send it (undefined fields dropped, dates as text). */
  body?: unknown
  /** What the sync center calls this change: a catalogue message (with values) or data text. */
  label: MessageDescriptor | string
  /** An app path that shows the change, offered by the sync center. */
  href?: string
  /**
   * The optimistic local change, made in the same transaction as the outbox row: both are
   * saved, or neither, before enqueue resolves ("saved before acknowledged").
   */
  apply?: (tx: DbTransaction) => void | Promise<void>
  /**
   * A file the row uploads: the POST answers a pre-signed address and the file is PUT there
   * before the row counts as sent. Kept on the device with the row (decision 0057).
   */
  file?: { blob: Blob; fileName: string; mimeType: string }
}

export interface EnqueueContext {
  db?: SiteOfficeDb
  /** Defaults to the signed-in session (setOutboxPrincipal). */
  principal?: OutboxPrincipal
  now?: () => number
}

function asJson(body: unknown): unknown {
  return body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown)
}

/** Saves a mutation to the outbox (and its optimistic change); resolves to the row's id. */
export async function enqueue(input: EnqueueInput, context: EnqueueContext = {}): Promise<string> {
  const principal = context.principal ?? getOutboxPrincipal()
  if (!principal) throw new Error('The outbox takes changes only while someone is signed in')
  const db = context.db ?? getDb()
  const row: OutboxRow = {
    id: randomId(),
    userId: principal.userId,
    orgId: principal.orgId,
    entity: input.entity,
    method: input.method,
    path: input.path,
    body: asJson(input.body),
    label: toOutboxLabel(input.label),
    ...(input.href ? { href: input.href } : {}),
    ...(input.file ? { file: true as const } : {}),
    createdAt: (context.now ?? Date.now)(),
    payloadVersion: OUTBOX_PAYLOAD_VERSION,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  }
  await db.transaction('rw', db.tables, async (tx) => {
    await db.outbox.add(row)
    if (input.file) await db.outboxFiles.add({ rowId: row.id, userId: row.userId, ...input.file })
    await input.apply?.(tx)
  })
  announceOutboxChange()
  return row.id
}
