import { afterEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { validateLeadCreate } from '../model/lead-form.ts'
import { fullValues, sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { readPendingLeads } from './pending-leads.ts'
import { createLead, followLeadChange } from './save-lead.ts'

const SLUG = 'in/dxp/org-1'
const context = { principal: USER_A, ownerId: USER_A.userId, orgId: 'org-1', projectName: 'P' }

afterEach(async () => {
  const db = getDb()
  await Promise.all([db.outbox.clear(), db.leads.clear()])
})

describe('readPendingLeads', () => {
  it('counts as added only the leads whose create waits, not those with a stage change', async () => {
    const body = validateLeadCreate(fullValues())
    if (!body.ok) throw new Error('fixture should be valid')
    const { leadId: added } = await createLead(SLUG, 'project-1', body.body, context)
    const synced = sampleLead({ _id: 'lead-synced' })
    await enqueue(
      {
        entity: leadEntity(synced._id),
        method: 'POST',
        path: `/ilead-service/v1/${SLUG}/leads/${synced._id}/stage`,
        body: { _id: 'change-1', leadStatus: 'Qualified', madeAt: '2025-03-01T10:00:00.000Z' },
        label: 'Stage',
        apply: () =>
          followLeadChange(synced, { leadStatus: 'Qualified', subStatus: null }, context),
      },
      { principal: USER_A },
    )
    const pending = await readPendingLeads(getDb(), USER_A.userId)
    expect(pending.created.map((lead) => lead._id)).toEqual([added])
    expect([...pending.byId.keys()].sort()).toEqual([added, synced._id].sort())
    expect(pending.byId.get(synced._id)?.leadStatus).toBe('Qualified')
  })
})
