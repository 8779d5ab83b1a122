import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  DISPOSITION_PATHS,
  type TCall,
  type TCallLogSummary,
  type TDisposition,
  type TDispositionCreate,
} from '../../../../../contract/dispositions.ts'
import { FIELD_ACTION_MESSAGES } from '../../../../../contract/field-actions.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { calls, dispositions, projects, tasks } from '../../../db/schema.ts'
import {
  after,
  at,
  execLead,
  journeyTypes,
  MINUTE,
} from '../../../../test/field-action-fixtures.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const path = (leadId: string) => DISPOSITION_PATHS.dispositions(suite.world.slug, leadId)
const body = (o: Partial<TDispositionCreate> = {}): TDispositionCreate => ({
  madeAt: at(),
  callType: 'Out Bound',
  callStatus: 'Connected',
  durationSec: 120,
  notes: 'Wants a 2 BHK on a higher floor',
  ...o,
})
const post = (leadId: string, b: TDispositionCreate, headers?: Record<string, string>) =>
  suite.call<TDisposition & TApiError>(suite.exec, 'POST', path(leadId), b, headers)

describe('logging a disposition', () => {
  it('records the call and the disposition, makes the follow-up task, and tells the journey', async () => {
    const lead = await execLead(suite)
    const due = at(2 * 60 * MINUTE)
    const res = await post(lead.id, body({ nextStep: { kind: 'followUp', at: due } }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      leadId: lead.id,
      callType: 'Out Bound',
      callStatus: 'Connected',
      callResult: 'answered',
      nextStep: { kind: 'followUp', at: due },
    })
    const [task] = await suite.server.db.select().from(tasks).where(eq(tasks.leadId, lead.id))
    expect(task).toMatchObject({
      taskType: 'Follow Up',
      taskStatus: 'Open',
      dispositionId: res.body._id,
    })
    expect(res.body.taskId).toBe(task!.id)
    // The manager sees every part of it in the lead's journey (one instant: in no set order).
    expect((await journeyTypes(suite, suite.manager, lead.id)).sort()).toEqual([
      'call',
      'disposition',
      'follow_up_scheduled',
    ])
    const list = await suite.call<{ items: TDisposition[] }>(suite.manager, 'GET', path(lead.id))
    expect(list.body.items.map((d) => d._id)).toEqual([res.body._id])
  })

  it('refuses a call back before the time the disposition was made', async () => {
    const lead = await execLead(suite)
    const madeAt = at()
    const res = await post(
      lead.id,
      body({ madeAt, nextStep: { kind: 'callBack', at: after(madeAt, -MINUTE) } }),
    )
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'nextStep.at', message: FIELD_ACTION_MESSAGES.callBackBackdated },
    ])
  })

  it('judges a call back made offline against when it was made, not when it arrives', async () => {
    const lead = await execLead(suite)
    // Made two hours ago with a call back one hour later: already past on arrival, still valid.
    const madeAt = at(-120 * MINUTE)
    const res = await post(
      lead.id,
      body({ madeAt, nextStep: { kind: 'callBack', at: after(madeAt, 60 * MINUTE) } }),
    )
    expect(res.status).toBe(201)
    const [task] = await suite.server.db.select().from(tasks).where(eq(tasks.id, res.body.taskId!))
    expect(task?.dueDate.getTime()).toBeLessThan(Date.now())
  })

  it('holds a follow-up next step to at least 10 minutes after it was made', async () => {
    const lead = await execLead(suite)
    const madeAt = at()
    const soon = await post(
      lead.id,
      body({ madeAt, nextStep: { kind: 'followUp', at: after(madeAt, 9 * MINUTE) } }),
    )
    expect(soon.status).toBe(400)
    expect(soon.body.fields).toEqual([
      { field: 'nextStep.at', message: FIELD_ACTION_MESSAGES.followUpTooSoon },
    ])
    const past = await post(
      lead.id,
      body({ madeAt, nextStep: { kind: 'followUp', at: after(madeAt, -MINUTE) } }),
    )
    expect(past.body.fields?.[0]?.message).toBe(FIELD_ACTION_MESSAGES.followUpInPast)
    const fine = await post(
      lead.id,
      body({ madeAt, nextStep: { kind: 'followUp', at: after(madeAt, 10 * MINUTE) } }),
    )
    expect(fine.status).toBe(201)
    // Nothing of the refused attempts was kept.
    expect(
      await suite.server.db.select().from(dispositions).where(eq(dispositions.leadId, lead.id)),
    ).toHaveLength(1)
  })

  it('refuses a madeAt more than five minutes ahead of the server, a result that does not fit, and emoji', async () => {
    const lead = await execLead(suite)
    const ahead = await post(lead.id, body({ madeAt: at(6 * MINUTE) }))
    expect(ahead.status).toBe(400)
    expect(ahead.body).toMatchObject({ code: 'MADE_AT_AHEAD', fields: [{ field: 'madeAt' }] })
    expect((await post(lead.id, body({ madeAt: at(4 * MINUTE) }))).status).toBe(201)
    const mismatch = await post(lead.id, body({ callStatus: 'Failed', callResult: 'answered' }))
    expect(mismatch.body.fields).toEqual([
      { field: 'callResult', message: DISPOSITION_MESSAGES.resultMismatch },
    ])
    const emoji = await post(lead.id, body({ notes: 'Hot lead 🔥' }))
    expect(emoji.body.fields?.[0]?.field).toBe('notes')
  })

  it('schedules a site visit as the next step', async () => {
    const lead = await execLead(suite)
    const siteVisitId = randomUUID()
    const res = await post(
      lead.id,
      body({ nextStep: { kind: 'siteVisit', at: at(24 * 60 * MINUTE), siteVisitId } }),
    )
    expect(res.status).toBe(201)
    expect(res.body.siteVisitId).toBe(siteVisitId)
    const [task] = await suite.server.db
      .select()
      .from(tasks)
      .where(eq(tasks.siteVisitId, siteVisitId))
    expect(task?.taskType).toBe('Site Visit')
  })

  it('is idempotent on the client-made id, whatever the Idempotency-Key', async () => {
    const lead = await execLead(suite)
    const b = body({ _id: randomUUID(), nextStep: { kind: 'followUp', at: at(60 * MINUTE) } })
    const first = await post(lead.id, b, { 'idempotency-key': `k-${randomUUID()}` })
    const again = await post(lead.id, b, { 'idempotency-key': `k-${randomUUID()}` })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body._id).toBe(b._id)
    const key = { 'idempotency-key': `k-${randomUUID()}` }
    const other = body({ _id: randomUUID() })
    await post(lead.id, other, key)
    const replay = await post(lead.id, other, key)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(
      await suite.server.db.select().from(dispositions).where(eq(dispositions.leadId, lead.id)),
    ).toHaveLength(2)
    expect(
      await suite.server.db.select().from(tasks).where(eq(tasks.leadId, lead.id)),
    ).toHaveLength(1)
    // The id of this lead's disposition cannot be taken for another lead.
    const stranger = await execLead(suite)
    expect((await post(stranger.id, b)).status).toBe(409)
  })

  it('hides the dispositions of a lead the caller cannot see, and needs the calls scope to log', async () => {
    const others = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    expect((await post(others.id, body())).status).toBe(404)
    expect((await suite.call(suite.exec, 'GET', path(others.id))).status).toBe(404)
    const [other] = await suite.server.db
      .select()
      .from(projects)
      .where(eq(projects.id, suite.world.other))
    const abroad = await insertLead(suite.server, suite.world, {
      orgId: other!.orgId,
      projectId: other!.id,
    })
    expect((await post(abroad.id, body())).status).toBe(404)
    const mine = await execLead(suite)
    expect((await suite.call(suite.postSales, 'POST', path(mine.id), body())).status).toBe(403)
    // A manager sees the project's leads but is not their caller unless holding the calls scope.
    expect((await suite.call(suite.manager, 'POST', path(mine.id), body())).status).toBe(201)
  })
})

describe('placing calls', () => {
  const callLead = (leadId: string, o: object = {}) =>
    suite.call<TCall & TApiError>(
      suite.exec,
      'POST',
      DISPOSITION_PATHS.callLead(suite.world.slug),
      {
        leadId,
        madeAt: at(),
        ...o,
      },
    )
  const pending = async (leadId: string) =>
    (
      await suite.call<{ items: TCall[] }>(
        suite.exec,
        'GET',
        `${DISPOSITION_PATHS.pendingDispositions(suite.world.slug)}?leadId=${leadId}`,
      )
    ).body.items

  it('records the provider status, and waits for a disposition', async () => {
    const lead = await execLead(suite, { whatsAppNumber: '9812340000' })
    const res = await callLead(lead.id)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      callStatus: 'Failed',
      provider: 'development',
      toNumber: 'XXXXXX0000',
    })
    expect((await pending(lead.id)).map((c) => c._id)).toEqual([res.body._id])

    const disposed = await post(lead.id, body({ callId: res.body._id, callStatus: 'Failed' }))
    expect(disposed.status).toBe(201)
    expect(await pending(lead.id)).toEqual([])
    const twice = await post(lead.id, body({ callId: res.body._id, callStatus: 'Failed' }))
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe(DISPOSITION_ERROR_CODES.callDisposed)
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual(['call', 'disposition'])
  })

  it('calls the alternate number only when there is one', async () => {
    const lead = await execLead(suite, { whatsAppNumber: '9812341234' })
    const res = await callLead(lead.id, { callAlternateNumber: true })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'callAlternateNumber', message: DISPOSITION_MESSAGES.noAlternateNumber },
    ])
    const withAlternate = await execLead(suite, { alternateNumber: '9812349999' })
    const alt = await callLead(withAlternate.id, { callAlternateNumber: true })
    expect(alt.body).toMatchObject({ callStatus: 'No Answer', toNumber: 'XXXXXX9999' })
  })
})

describe('call logs', () => {
  it('pages the calls of visible leads and sums incoming and outbound minutes', async () => {
    const lead = await execLead(suite, { fullName: 'Summary Person' })
    const log = (callType: 'In Bound' | 'Out Bound', durationSec: number) =>
      post(lead.id, body({ callType, durationSec }))
    await log('Out Bound', 90)
    await log('Out Bound', 150)
    await log('In Bound', 60)
    const q = `leadId=${lead.id}`
    const summary = await suite.call<TCallLogSummary>(
      suite.exec,
      'GET',
      `${DISPOSITION_PATHS.callSummary(suite.world.slug)}?${q}`,
    )
    const { series, ...overall } = summary.body
    expect(series.reduce((n, d) => n + d.outbound.totalCalls, 0)).toBe(2)
    expect(overall).toEqual({
      incoming: { totalCalls: 1, totalMinutes: 1, avgMinutes: 1 },
      outbound: { totalCalls: 2, totalMinutes: 4, avgMinutes: 2 },
    })
    const page = await suite.call<{ items: TCall[]; pageInfo: { totalNumItems: number } }>(
      suite.manager,
      'GET',
      `${DISPOSITION_PATHS.callLogs(suite.world.slug)}?${q}&callType=Out%20Bound&limit=1`,
    )
    expect(page.body.pageInfo.totalNumItems).toBe(2)
    expect(page.body.items).toHaveLength(1)
    const search = await suite.call<{ items: TCall[] }>(
      suite.exec,
      'GET',
      `${DISPOSITION_PATHS.callLogs(suite.world.slug)}?searchBy=summary%20pers`,
    )
    expect(new Set(search.body.items.map((c) => c.leadName))).toEqual(new Set(['Summary Person']))
    // Another executive's calls are not in this executive's logs.
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    await suite.call(suite.manager, 'POST', path(theirs.id), body())
    const mine = await suite.call<{ items: TCall[] }>(
      suite.exec,
      'GET',
      `${DISPOSITION_PATHS.callLogs(suite.world.slug)}?leadId=${theirs.id}`,
    )
    expect(mine.body.items).toEqual([])
    expect(
      await suite.server.db.select().from(calls).where(eq(calls.leadId, theirs.id)),
    ).toHaveLength(1)
  })
})
