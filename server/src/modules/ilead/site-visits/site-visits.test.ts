import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { AUTH_PATHS, type ZDevSmsInbox } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { FIELD_ACTION_MESSAGES } from '../../../../../contract/field-actions.ts'
import {
  SITE_VISIT_ERROR_CODES,
  SITE_VISIT_MESSAGES,
  SITE_VISIT_PATHS,
  type TSiteVisit,
  type TSiteVisitOtpConfig,
  type TSiteVisitOtpRequested,
  type TSiteVisitTransition,
} from '../../../../../contract/site-visits.ts'
import { siteVisitOtps, tasks } from '../../../db/schema.ts'
import {
  after,
  at,
  execLead,
  journeyTypes,
  MINUTE,
} from '../../../../test/field-action-fixtures.ts'
import {
  insertLead,
  nextMobile,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const HOUR = 60 * MINUTE
type Answer = TSiteVisit & TApiError & { siteVisit: TSiteVisit; attemptsLeft?: number }
const slug = () => suite.world.slug

async function schedule(leadId: string, scheduledAt = at(HOUR), madeAt = at()) {
  const res = await suite.call<Answer>(
    suite.exec,
    'POST',
    SITE_VISIT_PATHS.leadSiteVisits(slug(), leadId),
    {
      madeAt,
      scheduledAt,
    },
  )
  return res
}
const transition = (id: string, t: TSiteVisitTransition) =>
  suite.call<Answer>(suite.exec, 'POST', SITE_VISIT_PATHS.transition(slug(), id), t)
const requestCode = (siteVisitId: string, refId = randomUUID(), visitType = 'Site Visit') =>
  suite.call<TSiteVisitOtpRequested & TApiError>(
    suite.exec,
    'POST',
    SITE_VISIT_PATHS.requestOtp(slug()),
    {
      refId,
      siteVisitId,
      visitType,
      madeAt: at(),
    },
  )
const verify = (refId: string, otp: string, o: object = {}) =>
  suite.call<Answer>(suite.exec, 'POST', SITE_VISIT_PATHS.verifyOtp(slug()), {
    refId,
    otp,
    enteredAt: at(),
    ...o,
  })

/** The newest code the development SMS inbox holds for this number. */
async function codeSentTo(phone: string) {
  const res = await fetch(`${suite.server.url}${AUTH_PATHS.devSmsInbox}?phone=${phone}`)
  const { messages } = (await res.json()) as z.infer<typeof ZDevSmsInbox>
  return /^(\d{6}) /.exec(messages[0]?.text ?? '')?.[1] ?? ''
}

/** A lead with a visit under way, ready for a code. */
async function visitUnderWay() {
  const phone = nextMobile()
  const lead = await execLead(suite, { whatsAppNumber: phone })
  const visit = (await schedule(lead.id, at(-10 * MINUTE), at(-HOUR))).body
  expect((await transition(visit._id, { action: 'start', madeAt: at() })).status).toBe(200)
  return { lead, visit, phone }
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('scheduling a visit', () => {
  it('makes the visit and its Site Visit task, judged against when it was made', async () => {
    const lead = await execLead(suite)
    const past = await schedule(lead.id, at(-MINUTE), at())
    expect(past.body.fields).toEqual([
      { field: 'scheduledAt', message: FIELD_ACTION_MESSAGES.visitInPast },
    ])
    const res = await schedule(lead.id)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'Scheduled',
      visitType: 'Site Visit',
      leadId: lead.id,
    })
    const [task] = await suite.server.db
      .select()
      .from(tasks)
      .where(eq(tasks.siteVisitId, res.body._id))
    expect(task).toMatchObject({ taskType: 'Site Visit', taskStatus: 'Open', id: res.body.taskId })
    const details = await suite.call<TSiteVisit>(
      suite.manager,
      'GET',
      SITE_VISIT_PATHS.siteVisit(slug(), res.body._id),
    )
    expect(details.body._id).toBe(res.body._id)
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    expect((await schedule(theirs.id)).status).toBe(404)
    const listed = await suite.call<{ items: TSiteVisit[] }>(
      suite.exec,
      'GET',
      SITE_VISIT_PATHS.leadSiteVisits(slug(), lead.id),
    )
    expect(listed.body.items.map((v) => v._id)).toEqual([res.body._id])
  })

  it('is idempotent on the client-made id', async () => {
    const lead = await execLead(suite)
    const b = { _id: randomUUID(), madeAt: at(), scheduledAt: at(HOUR) }
    const path = SITE_VISIT_PATHS.leadSiteVisits(slug(), lead.id)
    expect((await suite.call(suite.exec, 'POST', path, b)).status).toBe(201)
    expect((await suite.call(suite.exec, 'POST', path, b)).status).toBe(200)
    expect(
      await suite.server.db.select().from(tasks).where(eq(tasks.leadId, lead.id)),
    ).toHaveLength(1)
  })
})

describe('visit transitions', () => {
  it('cancels only with a reason from the sitevisitcancellation list, and then goes no further', async () => {
    const lead = await execLead(suite)
    const visit = (await schedule(lead.id)).body
    const bad = await transition(visit._id, {
      action: 'cancel',
      madeAt: at(),
      reason: 'Felt like it',
    })
    expect(bad.body.fields).toEqual([
      { field: 'reason', message: SITE_VISIT_MESSAGES.reasonInvalid },
    ])
    const ok = await transition(visit._id, { action: 'cancel', madeAt: at(), reason: 'Weather' })
    expect(ok.body.siteVisit).toMatchObject({ status: 'Cancelled', cancellationReason: 'Weather' })
    const [task] = await suite.server.db
      .select()
      .from(tasks)
      .where(eq(tasks.siteVisitId, visit._id))
    expect(task?.taskStatus).toBe('Completed')
    for (const t of [
      { action: 'start', madeAt: at() },
      { action: 'reschedule', madeAt: at(), scheduledAt: at(HOUR) },
      { action: 'revisit', madeAt: at(), scheduledAt: at(HOUR) },
    ] as const) {
      const res = await transition(visit._id, t)
      expect([t.action, res.status, res.body.code]).toEqual([
        t.action,
        409,
        SITE_VISIT_ERROR_CODES.transitionInvalid,
      ])
    }
  })

  it('marks no-show only once the visit was due, and reschedules from there', async () => {
    const lead = await execLead(suite)
    const visit = (await schedule(lead.id, at(HOUR))).body
    const early = await transition(visit._id, { action: 'no-show', madeAt: at() })
    expect([early.status, early.body.code]).toEqual([422, SITE_VISIT_ERROR_CODES.notDue])
    // Made after the visit was due (a clock of the client's, within the five minutes allowed).
    const due = (await schedule(lead.id, at(2 * MINUTE))).body
    const noShow = await transition(due._id, { action: 'no-show', madeAt: at(3 * MINUTE) })
    expect(noShow.body.siteVisit.status).toBe('No Show')
    const next = at(26 * HOUR)
    const moved = await transition(due._id, {
      action: 'reschedule',
      madeAt: at(),
      scheduledAt: next,
    })
    expect(moved.body.siteVisit).toMatchObject({ status: 'Rescheduled', scheduledAt: next })
    const [task] = await suite.server.db.select().from(tasks).where(eq(tasks.siteVisitId, due._id))
    expect(task).toMatchObject({ taskStatus: 'Open', completedAt: null, dueDate: new Date(next) })
    const backdated = await transition(due._id, {
      action: 'reschedule',
      madeAt: at(),
      scheduledAt: at(-HOUR),
    })
    expect(backdated.body.fields?.[0]?.field).toBe('scheduledAt')
  })

  it('starts once (a repeat changes nothing) and tells the journey of each step', async () => {
    const lead = await execLead(suite)
    const visit = (await schedule(lead.id)).body
    expect(
      (await transition(visit._id, { action: 'start', madeAt: at() })).body.siteVisit.status,
    ).toBe('In Progress')
    const again = await transition(visit._id, { action: 'start', madeAt: at() })
    expect([again.status, again.body.siteVisit.status]).toEqual([200, 'In Progress'])
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual([
      'site_visit_scheduled',
      'site_visit_started',
    ])
  })
})

describe('completing a visit with a one-time code', () => {
  it('publishes its configuration', async () => {
    const res = await suite.call<TSiteVisitOtpConfig>(
      suite.exec,
      'GET',
      SITE_VISIT_PATHS.otpConfig(slug()),
    )
    expect(res.body.siteVisitOtpConfig).toEqual({
      length: 6,
      validitySeconds: 600,
      maxAttempts: 5,
      maxCodesPerVisit: 5,
    })
  })

  it('sends the code to the lead, refuses a wrong one, and completes with the right one', async () => {
    const { lead, visit, phone } = await visitUnderWay()
    const refId = randomUUID()
    const sent = await requestCode(visit._id, refId)
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({
      refId,
      siteVisitId: visit._id,
      sentTo: `XXXXXX${phone.slice(-4)}`,
    })
    const code = await codeSentTo(phone)
    expect(code).toMatch(/^\d{6}$/)

    const bad = await verify(refId, wrong(code))
    expect([bad.status, bad.body.code, bad.body.attemptsLeft]).toEqual([
      422,
      SITE_VISIT_ERROR_CODES.otpInvalid,
      4,
    ])
    const enteredAt = at()
    const location = { lat: 18.5204, lng: 73.8567, accuracy: 12 }
    const done = await verify(refId, code, { enteredAt, location })
    expect(done.status).toBe(200)
    expect(done.body.siteVisit).toMatchObject({
      status: 'Visit Done',
      otpEnteredAt: enteredAt,
      location,
    })
    const [task] = await suite.server.db
      .select()
      .from(tasks)
      .where(eq(tasks.siteVisitId, visit._id))
    expect(task?.taskStatus).toBe('Completed')
    // The same verification again (another key) answers the done visit.
    expect((await verify(refId, code)).body.siteVisit.status).toBe('Visit Done')
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual([
      'site_visit_scheduled',
      'site_visit_started',
      'site_visit_otp_sent',
      'site_visit_otp_failed',
      'site_visit_done',
    ])
    // And a revisit follows the done visit.
    const revisit = await transition(visit._id, {
      action: 'revisit',
      madeAt: at(),
      scheduledAt: at(48 * HOUR),
    })
    expect(revisit.body.siteVisit).toMatchObject({
      status: 'Revisit',
      visitType: 'Revisit',
      previousVisitId: visit._id,
    })
  })

  it('burns the code after five wrong attempts, even for the right code', async () => {
    const { visit, phone } = await visitUnderWay()
    const refId = randomUUID()
    await requestCode(visit._id, refId)
    const code = await codeSentTo(phone)
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await verify(refId, wrong(code))).body.code)
    expect(codes).toEqual([
      ...Array(4).fill(SITE_VISIT_ERROR_CODES.otpInvalid),
      SITE_VISIT_ERROR_CODES.otpAttempts,
    ])
    const right = await verify(refId, code)
    expect([right.status, right.body.code]).toEqual([422, SITE_VISIT_ERROR_CODES.otpAttempts])
  })

  it("judges expiry by the server's window when the verification arrives", async () => {
    const { visit, phone } = await visitUnderWay()
    const refId = randomUUID()
    await requestCode(visit._id, refId)
    const code = await codeSentTo(phone)
    // The window closed on the server's clock (as after a long queue), though the code was
    // entered while it was open.
    await suite.server.db
      .update(siteVisitOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siteVisitOtps.refId, refId))
    const late = await verify(refId, code, { enteredAt: at(-5 * MINUTE) })
    expect([late.status, late.body.code]).toEqual([422, SITE_VISIT_ERROR_CODES.otpExpired])
  })

  it('retires a code when a newer one is sent, and limits the codes of a visit', async () => {
    const { visit, phone } = await visitUnderWay()
    const first = randomUUID()
    await requestCode(visit._id, first)
    const firstCode = await codeSentTo(phone)
    await requestCode(visit._id)
    expect((await verify(first, firstCode)).body.code).toBe(SITE_VISIT_ERROR_CODES.otpExpired)
    for (let i = 0; i < 3; i++) expect((await requestCode(visit._id)).status).toBe(200)
    const sixth = await requestCode(visit._id)
    expect([sixth.status, sixth.body.code]).toEqual([422, SITE_VISIT_ERROR_CODES.otpLimit])
  })

  it('refuses a code for a visit not under way, of another type, unknown or of another lead', async () => {
    const lead = await execLead(suite)
    const scheduled = (await schedule(lead.id)).body
    const early = await requestCode(scheduled._id)
    expect([early.status, early.body.code]).toEqual([409, SITE_VISIT_ERROR_CODES.transitionInvalid])
    const { visit, lead: visiting } = await visitUnderWay()
    expect((await requestCode(visit._id, randomUUID(), 'Revisit')).body.fields?.[0]?.field).toBe(
      'visitType',
    )
    const unknown = await verify(randomUUID(), '123456')
    expect([unknown.status, unknown.body.code]).toEqual([
      422,
      SITE_VISIT_ERROR_CODES.otpNotRequested,
    ])
    const body = {
      refId: randomUUID(),
      siteVisitId: visit._id,
      visitType: 'Site Visit',
      madeAt: at(),
    }
    const alias = (leadId: string) =>
      suite.call(suite.exec, 'POST', SITE_VISIT_PATHS.leadGetOtp(slug(), leadId), body)
    expect((await alias(lead.id)).status).toBe(404)
    expect((await alias(visiting.id)).status).toBe(200)
  })
})

describe('visibility', () => {
  it('hides the visits of leads the caller cannot see', async () => {
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    const visit = await suite.call<TSiteVisit>(
      suite.manager,
      'POST',
      SITE_VISIT_PATHS.leadSiteVisits(slug(), theirs.id),
      {
        madeAt: at(),
        scheduledAt: after(at(), HOUR),
      },
    )
    expect(visit.status).toBe(201)
    expect(
      (await suite.call(suite.exec, 'GET', SITE_VISIT_PATHS.siteVisit(slug(), visit.body._id)))
        .status,
    ).toBe(404)
    expect((await transition(visit.body._id, { action: 'start', madeAt: at() })).status).toBe(404)
    expect((await requestCode(visit.body._id)).status).toBe(404)
  })
})
