// IndexedDB for Dexie in Node, before anything opens the outbox's database.
import 'fake-indexeddb/auto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { HEADERS, PLATFORM_WEB } from '../contract/http.ts'
import { PROJECT_PATHS, type TProjectList } from '../contract/projects.ts'
import { loadConfig } from '../server/src/config.ts'
import { idempotencyKeys } from '../server/src/db/schema.ts'
import { startServer } from '../server/src/server.ts'
import { signIn } from '../server/test/sign-in.ts'
import { SiteOfficeDb, type OutboxRow } from '../src/lib/db.ts'
import { enqueue } from '../src/offline/outbox/enqueue.ts'
import {
  createReplayerCore,
  type ReplayerCore,
  type SendRow,
} from '../src/offline/outbox/replayer-core.ts'

/**
 * `npm run bench:outbox`: 1,000 changes queued in the outbox (the same core the PWA runs, on
 * fake-indexeddb) are drained against the real server, through a sender that loses every 10th
 * answer after the server committed, answers some with a 503 that never reached the server,
 * lets one access token expire, and closes the "tab" mid-send once. Then it counts, on the
 * server, how many times each key took effect. Duplicates and lost must be 0.
 */
const CHANGES = 1_000
const LOSE_EVERY = 10 // the server commits, the client sees a network error
const UNAVAILABLE_EVERY = 37 // a 503 from a proxy: the request never reached the server
const EXPIRE_TOKEN_AT = 501 // the access token "expires": a real 401, then a refresh
const CLOSE_TAB_AFTER = 150 // this many confirmed sends, then the tab closes mid-send
const TIME_LIMIT_MS = 50_000
const PHONE = '9000000002' // the sales manager: several projects, so several entities

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class SendFailure extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** What the server did, per Idempotency-Key, seen from the HTTP server itself. */
interface ServerTally {
  /** 2xx answers that were not replays: the change took effect. */
  effects: Map<string, number>
  replays: number
  /** Keys in the order their change first took effect, per request path. */
  firstEffects: Map<string, string[]>
}

function tallyServer(server: { on: (event: 'request', listener: Listener) => void }) {
  const tally: ServerTally = { effects: new Map(), replays: 0, firstEffects: new Map() }
  server.on('request', (request, response) => {
    const key = request.headers[HEADERS.idempotencyKey]
    if (typeof key !== 'string') return
    response.on('finish', () => {
      if (response.statusCode < 200 || response.statusCode >= 300) return
      if (response.getHeader(HEADERS.idempotentReplay) === 'true') {
        tally.replays += 1
        return
      }
      const count = (tally.effects.get(key) ?? 0) + 1
      tally.effects.set(key, count)
      if (count === 1) {
        const list = tally.firstEffects.get(request.url ?? '') ?? []
        list.push(key)
        tally.firstEffects.set(request.url ?? '', list)
      }
    })
  })
  return tally
}
type Listener = (request: IncomingMessage, response: ServerResponse) => void

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-outbox-'))
const config = loadConfig({
  DATA_DIR: dir,
  PORT: '0',
  HOST: '127.0.0.1',
  DEV_SMS_INBOX: 'loopback',
  LOG_LEVEL: 'silent',
  SEED_LEADS: '200',
  PWA_BUILD: 'skip',
})
const server = await startServer(config)
const tally = tallyServer(server.app.server)

try {
  const session = await signIn(server.url, PHONE)
  const projects = (await (
    await fetch(`${server.url}${PROJECT_PATHS.list(session.slug)}?page=1&limit=100`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
  ).json()) as TProjectList
  if (projects.items.length === 0) throw new Error('The bench user has no projects')

  // Queue: the landing's "mark as read", across the user's projects (one entity each).
  const db = new SiteOfficeDb(`bench-outbox-${Date.now()}`)
  const principal = { userId: session.userId, orgId: session.orgId }
  const queuedAt = performance.now()
  const saved: OutboxRow[] = []
  for (let i = 0; i < CHANGES; i++) {
    const project = projects.items[i % projects.items.length]!
    const id = await enqueue(
      {
        entity: `notifications:${project._id}`,
        method: 'PATCH',
        path: PROJECT_PATHS.resetNotifications(session.slug, project._id),
        label: `Mark ${project.projectName} as read`,
      },
      { db, principal },
    )
    saved.push((await db.outbox.get({ id }))!)
  }
  const queueMs = performance.now() - queuedAt

  // The sender: like http.ts, the token is attached at send time, never read from the row.
  let token = session.accessToken
  let sends = 0
  let lost = 0
  let unavailable = 0
  let unauthorized = 0
  const clientId = crypto.randomUUID()

  async function deliver(row: Readonly<OutboxRow>): Promise<Response> {
    return fetch(`${server.url}${row.path}`, {
      method: row.method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        [HEADERS.idempotencyKey]: row.id,
        [HEADERS.clientId]: clientId,
        [HEADERS.platform]: PLATFORM_WEB,
        ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: row.body === undefined ? undefined : JSON.stringify(row.body),
    })
  }

  async function settle(response: Response): Promise<void> {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string }
    if (response.status === 401) {
      unauthorized += 1
      throw new SendFailure('Unauthorized', 'unauthorized', 401, body.code)
    }
    if (!response.ok) {
      throw new SendFailure(body.message ?? 'Failed', 'server', response.status, body.code)
    }
  }

  const send: SendRow = async (row) => {
    sends += 1
    if (sends % UNAVAILABLE_EVERY === 0) {
      unavailable += 1
      throw new SendFailure('Service Unavailable', 'network', 503)
    }
    if (sends === EXPIRE_TOKEN_AT) token = 'expired'
    const response = await deliver(row)
    if (sends % LOSE_EVERY === 0) {
      await response.arrayBuffer() // the server has committed and answered…
      lost += 1
      throw new SendFailure('Failed to fetch', 'network') // …but the answer never arrives
    }
    await settle(response)
  }

  const makeCore = (sender: SendRow): ReplayerCore =>
    createReplayerCore({
      db,
      send: sender,
      principal: () => principal,
      // A bench waits milliseconds, not the product's seconds, between tries.
      backoff: { baseMs: 5, capMs: 100 },
      concurrency: 4,
    })

  const drainStarted = performance.now()

  // A first tab sends until it closes mid-send: that request reaches the server, its answer
  // never reaches the tab, and the tab sends nothing more.
  let confirmedInFirstTab = 0
  let closeTab!: () => void
  const tabClosed = new Promise<void>((resolve) => (closeTab = resolve))
  let closed = false
  const firstTab = makeCore(async (row) => {
    if (closed) return new Promise(() => undefined)
    if (confirmedInFirstTab === CLOSE_TAB_AFTER) {
      closed = true
      await (await deliver(row)).arrayBuffer()
      closeTab()
      return new Promise(() => undefined)
    }
    await settle(await deliver(row))
    confirmedInFirstTab += 1
  })
  await Promise.race([firstTab.drain({ ignoreBackoff: true }), tabClosed])
  firstTab.stop()
  const leftInFlight = await db.outbox.where('state').equals('in-flight').count()

  // The next tab (or the reload) takes over with the same outbox.
  const core = makeCore(send)
  let ignoreBackoff = true
  while ((await db.outbox.count()) > 0) {
    if (performance.now() - drainStarted > TIME_LIMIT_MS) break
    const summary = await core.drain({ ignoreBackoff })
    ignoreBackoff = false
    if (summary.auth > 0) {
      // What http.ts's refresh does: a new token, then the replayer goes on.
      token = session.accessToken
      core.resume()
    }
    if (summary.attention > 0) break
    const wait = core.nextWakeIn()
    if (wait !== null) await sleep(Math.min(wait, 100))
  }
  const drainMs = performance.now() - drainStarted

  // Count on the server: per key, how often the change took effect, and which keys it stored.
  const stored = await server.app.db
    .select({ key: idempotencyKeys.key, status: idempotencyKeys.statusCode })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.principal, `user:${session.userId}`))
  const storedOk = new Set(stored.filter((s) => s.status === 200).map((s) => s.key))
  const savedIds = new Set(saved.map((row) => row.id))

  let duplicates = 0
  for (const count of tally.effects.values()) duplicates += Math.max(0, count - 1)
  // A key the client never saved would be a second effect under a regenerated key.
  duplicates += stored.filter((s) => !savedIds.has(s.key)).length
  const lostChanges = saved.filter((row) => !storedOk.has(row.id) || !tally.effects.has(row.id))
  const remaining = await db.outbox.count()

  // Per entity (one path per project), the changes took effect in the order they were saved.
  const seqOf = new Map(saved.map((row) => [row.id, row.seq ?? -1]))
  let reordered = 0
  for (const keys of tally.firstEffects.values()) {
    const seqs = keys.map((key) => seqOf.get(key) ?? -1)
    reordered += seqs.filter((seq, i) => i > 0 && seq < seqs[i - 1]!).length
  }

  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(`outbox bench: ${CHANGES} changes over ${projects.items.length} entities`)
  console.log(`  queue         ${fmt(queueMs)}`)
  console.log(
    `  drain         ${fmt(drainMs)} (${Math.round((CHANGES / drainMs) * 1000)} changes/s)`,
  )
  console.log(
    `  sends         ${sends + confirmedInFirstTab + 1} (first tab ${confirmedInFirstTab + 1}), answered as replays ${tally.replays}`,
  )
  console.log(
    `  injected      ${lost} answers lost after commit, ${unavailable} 503s, ${unauthorized} 401 (token expired), 1 tab closed mid-send (${leftInFlight} rows left in flight)`,
  )
  console.log(`  duplicates    ${duplicates}`)
  console.log(`  lost          ${lostChanges.length}`)
  console.log(`  reordered     ${reordered}`)
  console.log(`  left unsent   ${remaining}`)
  await db.delete()
  process.exitCode = duplicates === 0 && lostChanges.length === 0 && reordered === 0 ? 0 : 1
} finally {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)
