import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuthContext } from '../security/access.ts'
import { AnswerCache } from './answer-cache.ts'

/**
 * A read route's answers may be served again (decision 0024) while nothing they read changed:
 * the caller's organisation's read generation, read with the session in the access check's one
 * query, is the one the answer was built at. `maxAgeMs` bounds what no write changes: time (a
 * task turning Overdue, scores) and tables without the generation's triggers.
 */
export interface ReadCacheRule {
  maxAgeMs: number | ((request: FastifyRequest) => number)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheRule
  }
  interface FastifyInstance {
    /** Absent when READ_CACHE_MB is 0. */
    answerCache?: AnswerCache
  }
  interface FastifyRequest {
    /** The key and generation a miss stores its answer under. */
    answerSlot: { key: string; generation: string } | null
  }
}

/** The caller's grants, in an order that does not depend on how the database returned them. */
function grantsFingerprint(grants: AuthContext['grants']): string {
  const canonical = grants
    .map((g) => `${g.name}:${[...g.projects].sort().join(',')}`)
    .sort()
    .join(';')
  return createHash('sha256').update(canonical).digest('base64url')
}

/**
 * Everything an answer may depend on: the organisation, the caller (the visibility rule gives an
 * executive their own leads), every grant (what they see, what is masked, what they may search
 * by), the route and its validated parameters and query (defaults filled in, so equivalent URLs
 * share an answer).
 */
function keyOf(request: FastifyRequest, auth: AuthContext): string {
  return [
    auth.orgId,
    auth.userId,
    grantsFingerprint(auth.grants),
    request.routeOptions.url,
    JSON.stringify(request.params ?? null),
    JSON.stringify(request.query ?? null),
    // A question POSTed as the spec has it (a dashboard report): its validated body.
    JSON.stringify(request.body ?? null),
  ].join('\n')
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Registered after the access check and before compression: its preHandler runs after the
 * route's access rule passed and its input was validated, so a cached answer is only ever served
 * to a caller the route admits; its onSend sees the serialised body before it is compressed.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, opts: { maxBytes: number }) => {
  app.decorateRequest('answerSlot', null)
  if (opts.maxBytes <= 0) return
  const cache = new AnswerCache(opts.maxBytes)
  app.decorate('answerCache', cache)

  app.addHook('preHandler', async (request, reply) => {
    const rule = request.routeOptions.config.readCache
    const generation = request.readGeneration
    // A route declares the rule only for reads: a GET, or a POST that asks rather than changes.
    if (!rule || !request.auth || generation === null) return
    const key = keyOf(request, request.auth)
    const body = cache.get(key, generation)
    if (body) {
      reply.header('content-type', JSON_TYPE).header('x-read-cache', 'hit')
      return reply.send(body)
    }
    request.answerSlot = { key, generation }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.answerSlot
    const rule = request.routeOptions.config.readCache
    if (!slot || !rule || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const maxAge = typeof rule.maxAgeMs === 'function' ? rule.maxAgeMs(request) : rule.maxAgeMs
    cache.set(slot.key, slot.generation, Buffer.from(payload), Date.now() + maxAge)
    reply.header('x-read-cache', 'miss')
    return payload
  })
})

const WRITES_ONLY_MS = 60_000
const TIMED_MS = 5_000

/** Answers every part of which the generation's triggers cover; the age bounds what they miss. */
export const CACHE_WRITES_ONLY: ReadCacheRule = { maxAgeMs: WRITES_ONLY_MS }

/** Answers that also change with time alone (a task turning Overdue, a score): a few seconds. */
export const CACHE_TIMED: ReadCacheRule = { maxAgeMs: TIMED_MS }

/** A lead list: with scores (`showAiData`) it changes with time too. */
export const CACHE_LEAD_LIST: ReadCacheRule = {
  maxAgeMs: (request) =>
    (request.query as { showAiData?: boolean } | undefined)?.showAiData ? TIMED_MS : WRITES_ONLY_MS,
}
