import { createHash } from 'node:crypto'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify'
import type { IncomingMessage } from 'node:http'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import fp from 'fastify-plugin'
import { and, eq, lt, sql } from 'drizzle-orm'
import { HEADERS, IDEMPOTENCY_KEY_PATTERN } from '../../../contract/http.ts'
import type { Tx } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { AppError, badRequest } from '../errors.ts'

export interface Outcome {
  status?: number
  body?: unknown
  /** Effects outside the database (an SMS), run once after commit and never on a replay. */
  afterCommit?: () => Promise<void>
}

const IDEMPOTENT = Symbol.for('siteoffice.idempotent')
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The request of a route whose types come from its zod schema. */
export type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  ZodTypeProvider
>

export interface MutationRoute<S extends FastifySchema> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  schema: S
  config?: FastifyContextConfig
}

function principalOf(request: FastifyRequest): string {
  if (request.userId) return `user:${request.userId}`
  const clientId = request.headers[HEADERS.clientId]
  return typeof clientId === 'string' && clientId ? `client:${clientId}` : 'anonymous'
}

function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')
}

function readKey(request: FastifyRequest): string | null {
  const key = request.headers[HEADERS.idempotencyKey]
  if (key === undefined) return null
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 8 to 128 letters, digits or - _ : .',
    )
  }
  return key
}

/** The ids a client made for what it creates (a record's `_id`, a code request's `refId`). */
function clientMadeIds(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return []
  const { _id, refId } = body as Record<string, unknown>
  return [_id, refId].filter((id): id is string => typeof id === 'string').sort()
}

/**
 * Two requests creating the record of one client-made id, without an Idempotency-Key or with
 * two keys, would both see no record and both insert it; the second would fail on the unique
 * index. Holding a lock on the id for the transaction makes the second wait for the first and
 * then answer the existing record, as a replay does.
 */
async function lockClientMadeIds(tx: Tx, body: unknown) {
  for (const id of clientMadeIds(body)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-id:${id}`}, 0))`)
  }
}

/** What the first transaction of a key found: a stored answer, an attempt to resume, or neither. */
type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'resume'; pending: unknown }

/**
 * Claims the request's Idempotency-Key in the transaction: a new key is inserted (its row locked
 * until commit, so a concurrent repeat waits); a used one answers what was stored, or the
 * attempt its first request left waiting (see `mutationWithOutsideCall`). The same key with
 * another request is refused with 422.
 */
async function claimKey(tx: Tx, request: FastifyRequest, key: string | null): Promise<Claim> {
  if (!key) return { kind: 'new' }
  const principal = principalOf(request)
  const requestHash = hashRequest(request)
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ principal, key, requestHash, method: request.method, path: request.url })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) return { kind: 'new' }
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)))
  if (!stored || stored.requestHash !== requestHash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    )
  }
  const waiting = stored.responseBody as { [PENDING]?: unknown } | null
  if (stored.statusCode === null && waiting && PENDING in waiting) {
    return { kind: 'resume', pending: waiting[PENDING] }
  }
  return { kind: 'replay', status: stored.statusCode ?? 200, body: stored.responseBody }
}

/** Stores under the key the answer, or (with a null status) an attempt still under way. */
async function storeUnderKey(
  tx: Tx,
  request: FastifyRequest,
  key: string | null,
  status: number | null,
  body: unknown,
) {
  if (!key) return
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body })
    .where(and(eq(idempotencyKeys.principal, principalOf(request)), eq(idempotencyKeys.key, key)))
}

/** The stored body of a key whose request waits on an outside service. */
const PENDING = '__pending'

async function send(
  reply: FastifyReply,
  result: {
    replayed: boolean
    status: number
    body: unknown
    afterCommit?: Outcome['afterCommit']
  },
) {
  if (result.replayed) reply.header(HEADERS.idempotentReplay, 'true')
  else await result.afterCommit?.()
  return reply.status(result.status).send(result.body)
}

/**
 * Declares a mutating route whose effect runs in one transaction together with the claim of the
 * request's Idempotency-Key. A repeat of the key gets the stored response instead of a second
 * effect; a concurrent repeat waits on the key's row lock until the first commits. The same key
 * with another request is refused with 422. Every mutating route must be declared with this (or
 * with `mutationWithOutsideCall`).
 */
export function mutation<S extends FastifySchema>(
  app: FastifyInstance,
  route: MutationRoute<S>,
  effect: (request: ZodRequest<S>, tx: Tx) => Promise<Outcome>,
) {
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request)
    const result = await request.server.db.transaction(async (tx) => {
      const claim = await claimKey(tx, request, key)
      if (claim.kind === 'replay') return { replayed: true, status: claim.status, body: claim.body }
      await lockClientMadeIds(tx, request.body)
      const outcome = await effect(request as ZodRequest<S>, tx)
      const status = outcome.status ?? 200
      const body = outcome.body ?? null
      await storeUnderKey(tx, request, key, status, body)
      return { replayed: false, status, body, afterCommit: outcome.afterCommit }
    })
    return send(reply, result)
  }
  const marked = Object.assign(handler, { [IDEMPOTENT]: true })
  app.route({ ...route, handler: marked } as RouteOptions)
}

/** The three steps of a mutation that waits on an outside service (`mutationWithOutsideCall`). */
export interface OutsideCallSteps<S extends FastifySchema, P, R> {
  /**
   * In the first transaction, with the key's claim: records the attempt and returns what the
   * call needs (stored under the key: JSON), or an answer at once (`done`).
   */
  attempt(request: ZodRequest<S>, tx: Tx): Promise<{ pending: P } | { done: Outcome }>
  /** With no transaction open: may take seconds. Must accept a repeat of the same attempt. */
  call(request: ZodRequest<S>, pending: P): Promise<R>
  /** In the second transaction, which also stores the answer under the key. */
  record(request: ZodRequest<S>, tx: Tx, pending: P, result: R): Promise<Outcome>
}

/**
 * A mutation whose effect waits on an outside service (a telephony provider placing a call):
 * one transaction records the attempt and claims the key; the service is called with no
 * transaction open, so a slow provider holds no connection (PGlite has only one) and no lock; a
 * second transaction records the outcome and stores the answer under the key. A repeat of the
 * key after the first has answered gets the stored answer; a repeat while the first waits (or
 * after it died between the two) resumes the recorded attempt, which is why `call` must accept a
 * repeat (the call carries the attempt's own id).
 */
export function mutationWithOutsideCall<S extends FastifySchema, P, R>(
  app: FastifyInstance,
  route: MutationRoute<S>,
  steps: OutsideCallSteps<S, P, R>,
) {
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request)
    const req = request as ZodRequest<S>
    type First = { answer: Parameters<typeof send>[1] } | { pending: P }
    const first = await request.server.db.transaction(async (tx): Promise<First> => {
      const claim = await claimKey(tx, request, key)
      if (claim.kind === 'replay') {
        return { answer: { replayed: true, status: claim.status, body: claim.body } }
      }
      if (claim.kind === 'resume') return { pending: claim.pending as P }
      await lockClientMadeIds(tx, request.body)
      const step = await steps.attempt(req, tx)
      if ('done' in step) {
        const status = step.done.status ?? 200
        const body = step.done.body ?? null
        await storeUnderKey(tx, request, key, status, body)
        return {
          answer: { replayed: false, status, body, afterCommit: step.done.afterCommit },
        }
      }
      await storeUnderKey(tx, request, key, null, { [PENDING]: step.pending })
      return { pending: step.pending }
    })
    if ('answer' in first) return send(reply, first.answer)
    const result = await steps.call(req, first.pending)
    const second = await request.server.db.transaction(async (tx) => {
      const outcome = await steps.record(req, tx, first.pending, result)
      const status = outcome.status ?? 200
      const body = outcome.body ?? null
      await storeUnderKey(tx, request, key, status, body)
      return { replayed: false, status, body, afterCommit: outcome.afterCommit }
    })
    return send(reply, second)
  }
  const marked = Object.assign(handler, { [IDEMPOTENT]: true })
  app.route({ ...route, handler: marked } as RouteOptions)
}

/** Refuses, at start-up, any mutating route not declared with `mutation`. */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const mutates = methods.some((m) => MUTATING.has(m))
    const exempt = route.config?.idempotency === 'exempt'
    if (mutates && !exempt && !(IDEMPOTENT in route.handler)) {
      throw new Error(`${methods.join(',')} ${route.url} must be declared with mutation()`)
    }
  })
})

export async function purgeIdempotencyKeys(tx: Pick<Tx, 'delete'>, olderThan: Date) {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, olderThan))
}
