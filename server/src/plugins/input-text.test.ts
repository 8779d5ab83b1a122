import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TApiError } from '../../../contract/common.ts'
import { DISPOSITION_PATHS } from '../../../contract/dispositions.ts'
import { BLANK_BACKGROUND, BLANK_PROPERTY_INTEREST, LEAD_PATHS } from '../../../contract/leads.ts'
import { TASK_PATHS } from '../../../contract/tasks.ts'
import { VALIDATION_MESSAGES } from '../../../contract/validators.ts'
import { insertLead, nextMobile, startLeadSuite, type LeadSuite } from '../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const NUL = '\u0000'
const refusal = (field: string) => ({
  code: 'VALIDATION_ERROR',
  fields: [{ field, message: VALIDATION_MESSAGES.controlCharacters }],
})

describe('a control character in any text', () => {
  it('is a 400 naming the field when a lead is created or edited', async () => {
    const { call, exec, world } = suite
    const created = await call<TApiError>(
      exec,
      'POST',
      LEAD_PATHS.projectLeads(world.slug, world.p1),
      {
        profile: {
          fullName: `Kavya${NUL}Menon`,
          gender: 'Female',
          age: 31,
          whatsAppNumber: nextMobile(),
          alternateNumber: null,
          email: null,
          sourceOfLead: 'Walk-in',
          subSourceOfLead: null,
          currentLocation: 'Pune',
        },
        propertyInterest: { ...BLANK_PROPERTY_INTEREST },
        background: { ...BLANK_BACKGROUND },
      },
    )
    expect(created.status).toBe(400)
    expect(created.body).toMatchObject(refusal('profile.fullName'))

    const lead = await insertLead(suite.server, world, { assigneeId: world.user.salesExecutive })
    const edited = await call<TApiError>(exec, 'PATCH', LEAD_PATHS.lead(world.slug, lead.id), {
      version: 1,
      propertyInterest: { otherPreferences: `Sea${NUL} facing` },
    })
    expect(edited.status).toBe(400)
    expect(edited.body).toMatchObject(refusal('propertyInterest.otherPreferences'))
  })

  it('is a 400 naming searchBy on the leads, tasks and call-logs lists', async () => {
    const { call, exec, world } = suite
    for (const path of [
      LEAD_PATHS.projectLeads(world.slug, world.p1),
      LEAD_PATHS.leads(world.slug),
      TASK_PATHS.tasks(world.slug),
      DISPOSITION_PATHS.callLogs(world.slug),
    ]) {
      const res = await call<TApiError>(exec, 'GET', `${path}?searchBy=98%00`)
      expect([path, res.status]).toEqual([path, 400])
      expect(res.body).toMatchObject(refusal('searchBy'))
    }
  })

  it('in a path is a 400 too, never a database error', async () => {
    const { call, exec, world } = suite
    const res = await call<TApiError>(exec, 'GET', LEAD_PATHS.lead(world.slug, 'x%00y'))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(refusal('leadId'))
  })
})
