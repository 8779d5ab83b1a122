import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  LEAD_STAGE_MESSAGES,
  LEAD_STAGE_PATHS,
  type TDropReasonList,
  type TLeadStageChange,
  type TLeadStageChanged,
} from '../../../../../contract/lead-stage.ts'
import { LEAD_PATHS, type TLead, type TLeadEvent } from '../../../../../contract/leads.ts'
import { leads } from '../../../db/schema.ts'
import { at, execLead } from '../../../../test/field-action-fixtures.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const change = (
  leadId: string,
  b: Omit<TLeadStageChange, 'madeAt'> & { madeAt?: string },
  session = suite.exec,
) =>
  suite.call<TLeadStageChanged & TApiError>(
    session,
    'POST',
    LEAD_STAGE_PATHS.stage(suite.world.slug, leadId),
    {
      madeAt: at(),
      ...b,
    },
  )

describe('stage changes', () => {
  it('lists the seeded drop reasons', async () => {
    const res = await suite.call<TDropReasonList>(
      suite.exec,
      'GET',
      LEAD_STAGE_PATHS.dropReasons(suite.world.slug),
    )
    expect(res.body.items.map((r) => r.labelName)).toContain('Bought elsewhere')
    expect(res.body.items).toHaveLength(7)
  })

  it('requires a reason from the list to drop a lead', async () => {
    const lead = await execLead(suite)
    const none = await change(lead.id, { leadStatus: 'Dropped' })
    expect(none.status).toBe(400)
    expect(none.body.fields).toEqual([
      { field: 'dropReason', message: LEAD_STAGE_MESSAGES.dropReasonRequired },
    ])
    const made = await change(lead.id, { leadStatus: 'Dropped', dropReason: 'Astrology' })
    expect(made.body.fields).toEqual([
      { field: 'dropReason', message: LEAD_STAGE_MESSAGES.dropReasonInvalid },
    ])
    const [row] = await suite.server.db.select().from(leads).where(eq(leads.id, lead.id))
    expect([row?.leadStatus, row?.version]).toEqual(['New Lead', 1])
  })

  it('drops with the reason as sub-status, bumps the version, and tells the journey', async () => {
    const lead = await execLead(suite, { leadStatus: 'Qualified' })
    const res = await change(lead.id, { leadStatus: 'Dropped', dropReason: 'Bought elsewhere' })
    expect(res.status).toBe(200)
    expect(res.body.from).toBe('Qualified')
    expect(res.body.lead).toMatchObject({
      leadStatus: 'Dropped',
      subStatus: 'Bought elsewhere',
      version: 2,
    })
    const journey = await suite.call<{ items: TLeadEvent[] }>(
      suite.manager,
      'GET',
      LEAD_PATHS.journey(suite.world.slug, lead.id),
    )
    expect(journey.body.items[0]).toMatchObject({
      eventType: 'status_changed',
      data: { from: 'Qualified', to: 'Dropped', dropReason: 'Bought elsewhere' },
    })
    // Reviving it clears the reason, which belonged to the stage left.
    const back = await change(lead.id, { leadStatus: 'Open' })
    expect(back.body.lead).toMatchObject({ leadStatus: 'Open', subStatus: null, version: 3 })
  })

  it('changes nothing when replayed with the same id, or when the stage is already that', async () => {
    const lead = await execLead(suite)
    const _id = randomUUID()
    expect((await change(lead.id, { _id, leadStatus: 'Qualified' })).body.lead.version).toBe(2)
    // Moved on by someone else meanwhile; the late replay must not move it back.
    await suite.server.db
      .update(leads)
      .set({ leadStatus: 'Site Visit', version: 3 })
      .where(eq(leads.id, lead.id))
    const replay = await change(lead.id, { _id, leadStatus: 'Qualified' })
    expect(replay.body.lead).toMatchObject({ leadStatus: 'Site Visit', version: 3 })
    const same = await change(lead.id, { leadStatus: 'Site Visit' })
    expect(same.body.lead.version).toBe(3)
    const fresh = await suite.call<TLead>(
      suite.exec,
      'GET',
      LEAD_PATHS.lead(suite.world.slug, lead.id),
    )
    expect(fresh.body.version).toBe(3)
  })

  it('hides leads the caller cannot see, and needs a lead-working scope', async () => {
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    expect((await change(theirs.id, { leadStatus: 'Open' })).status).toBe(404)
    const mine = await execLead(suite)
    expect((await change(mine.id, { leadStatus: 'Open' }, suite.postSales)).status).toBe(403)
    expect((await change(mine.id, { leadStatus: 'Open' }, suite.manager)).status).toBe(200)
  })
})
