import type { OutboxError } from '../../lib/db.ts'

/**
 * What a failed send means for its row (design.md section 4):
 * - transient: the link, a timeout, 5xx, 408 or 429; try again later with the same key, and
 *   hold back only this entity's later rows;
 * - auth: still 401 after http.ts refreshed and retried once; keep the row, wait for a session;
 * - attention: any other 4xx; the server refused this change, a person must decide.
 */
export type FailureClass = 'transient' | 'auth' | 'attention'

/** The fields of src/lib/http.ts's HttpError the outbox reads (duck-typed: Node senders too). */
export interface SendFailure {
  kind?: string
  status?: number
  code?: string
  serverMessage?: string
  message?: string
  fields?: { field: string; message: string }[]
  details?: Record<string, unknown>
}

const TRANSPORT_KINDS = new Set(['offline', 'timeout', 'network'])

function read(error: unknown): SendFailure {
  return typeof error === 'object' && error !== null ? (error as SendFailure) : {}
}

export function classifyFailure(error: unknown): FailureClass {
  const { kind, status } = read(error)
  if (kind === 'unauthorized' || status === 401) return 'auth'
  if (kind !== undefined && TRANSPORT_KINDS.has(kind)) return 'transient'
  if (typeof status === 'number') {
    if (status === 408 || status === 429 || status >= 500) return 'transient'
    if (status >= 400) return 'attention'
  }
  // A server answer we could not use is the server's word: show it rather than loop on it.
  if (kind === 'server' || kind === 'invalid-response') return 'attention'
  // Anything else (a TypeError from fetch, an abort) means the answer never arrived: with the
  // same Idempotency-Key another try cannot apply the change twice.
  return 'transient'
}

/** The "why" the sync center shows, without anything secret: no headers, no body. */
export function describeFailure(error: unknown): OutboxError {
  const failure = read(error)
  const message =
    failure.serverMessage ||
    failure.message ||
    (error instanceof Error ? error.name : String(error))
  return {
    ...(failure.kind !== undefined ? { kind: failure.kind } : {}),
    ...(typeof failure.status === 'number' ? { status: failure.status } : {}),
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    message,
    ...(Array.isArray(failure.fields) ? { fields: failure.fields } : {}),
    ...(failure.details && typeof failure.details === 'object' ? { details: failure.details } : {}),
  }
}
