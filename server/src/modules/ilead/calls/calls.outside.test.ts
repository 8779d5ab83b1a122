import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  DISPOSITION_PATHS,
  type TCall,
  type TCallLogList,
} from '../../../../../contract/dispositions.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import { LEAD_PATHS } from '../../../../../contract/leads.ts'
import { calls, leadEvents } from '../../../db/schema.ts'
import { startTestServer, type TestServer } from '../../../../test/harness.ts'
import {
  api,
  buildWorld,
  insertLead,
  sessionOf,
  type LeadWorld,
} from '../../../../test/lead-fixtures.ts'
import type { PlacedCall, TelephonyProvider } from './telephony.ts'

/**
 * Placing a call waits on the telephony provider outside any transaction: a slow provider holds
 * no connection (PGlite has one) and no lock, so the rest of the server goes on answering.
 */

/** A provider whose calls wait until the test lets them go (or fail). */
class HeldTelephony implements TelephonyProvider {
  readonly name = 'held'
  readonly asked: string[] = []
  private waiting: ((outcome: PlacedCall | Error) => void)[] = []
  private arrived: (() => void)[] = []

  placeCall({ callId }: { callId: string }): Promise<PlacedCall> {
    this.asked.push(callId)
    for (const wake of this.arrived.splice(0)) wake()
    return new Promise((resolve, reject) =>
      this.waiting.push((o) => (o instanceof Error ? reject(o) : resolve(o))),
    )
  }

  /** Resolves once a call is waiting. */
  held(): Promise<void> {
    return this.waiting.length ? Promise.resolve() : new Promise((r) => this.arrived.push(r))
  }

  release(outcome: PlacedCall | Error) {
    for (const answer of this.waiting.splice(0)) answer(outcome)
  }
}

const CONNECTED: PlacedCall = { callSid: 'HELD-1', callStatus: 'Connected', durationSec: 42 }

let server: TestServer
let world: LeadWorld
let exec: TSession
let call: ReturnType<typeof api>
const telephony = new HeldTelephony()

beforeAll(async () => {
  server = await startTestServer(undefined, { telephony })
  world = await buildWorld(server)
  exec = await sessionOf(server, world.user.salesExecutive, world.orgId)
  call = api(server)
})
afterAll(() => server.close())

const madeAt = new Date().toISOString()
const place = (leadId: string, key: string, id = randomUUID()) =>
  call<TCall>(
    exec,
    'POST',
    DISPOSITION_PATHS.callLead(world.slug),
    { _id: id, leadId, madeAt },
    { 'idempotency-key': key },
  )

/** Within the time, or the name of what did not happen. */
const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting')), ms)),
  ])

describe('placing a call', () => {
  it('lets other requests, reads and writes, through while the provider takes its time', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const placing = place(lead.id, `call-${randomUUID()}`)
    await telephony.held()
    // The lead is read, the call logs listed (without the attempt) and the lead edited meanwhile.
    const read = await within(5_000, call(exec, 'GET', LEAD_PATHS.lead(world.slug, lead.id)))
    expect(read.status).toBe(200)
    const logs = await within(
      5_000,
      call<TCallLogList>(
        exec,
        'GET',
        `${DISPOSITION_PATHS.callLogs(world.slug)}?leadId=${lead.id}`,
      ),
    )
    expect(logs.body.items).toEqual([])
    const edit = await within(
      5_000,
      call(exec, 'PATCH', LEAD_PATHS.lead(world.slug, lead.id), { version: 1, labels: ['Hot'] }),
    )
    expect(edit.status).toBe(200)
    telephony.release(CONNECTED)
    const placed = await placing
    expect(placed.status).toBe(201)
    expect(placed.body).toMatchObject({
      callStatus: 'Connected',
      durationSec: 42,
      callSid: 'HELD-1',
    })
    const [row] = await server.db.select().from(calls).where(eq(calls.id, placed.body._id))
    expect(row).toMatchObject({ dialing: false, callStatus: 'Connected' })
  })

  it('resumes the recorded attempt when the request is repeated: one call, one journey entry', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const key = `call-${randomUUID()}`
    const id = randomUUID()
    telephony.asked.length = 0
    const first = place(lead.id, key, id)
    await telephony.held()
    // The provider fails: a 502, and the attempt stays recorded for a retry.
    telephony.release(new Error('gateway down'))
    expect((await first).status).toBe(502)
    const retry = place(lead.id, key, id)
    await telephony.held()
    telephony.release(CONNECTED)
    expect((await retry).status).toBe(201)
    // The same call id both times: the provider can tell a retry from a new call.
    expect(telephony.asked).toEqual([id, id])
    const replay = await place(lead.id, key, id)
    expect(replay.status).toBe(201)
    expect(replay.headers.get(HEADERS.idempotentReplay)).toBe('true')
    expect(await server.db.select().from(calls).where(eq(calls.leadId, lead.id))).toHaveLength(1)
    const journey = await server.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
    expect(journey.filter((e) => e.eventType === 'call')).toHaveLength(1)
  })
})
