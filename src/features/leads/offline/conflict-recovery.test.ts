import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { TLeadChange, TLeadUpdate } from '../../../../contract/leads.ts'
import type { OutboxRow, SiteOfficeDb } from '../../../lib/db.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { explainLeadConflict, retryLeadConflict } from './conflict-recovery.ts'
import { updateLead } from './save-lead.ts'

const SLUG = 'in/dxp/org-1'
const LEAD_ID = '0b6f0c8e-8a55-4f3c-9d0e-3c1f2a4b5c6d'
const NOW = Date.parse('2025-03-01T10:00:00.000Z')

let db: SiteOfficeDb
const context = () => ({ db, principal: USER_A, ownerId: USER_A.userId, now: () => NOW })

afterEach(async () => {
  db.close()
  await db.delete()
})

const current = sampleLead({ _id: LEAD_ID, version: 6, leadStatus: 'Qualified' })
const changes: TLeadChange[] = [
  {
    version: 5,
    by: { _id: 'user-2', firstName: 'Asha', lastName: 'Verma' },
    at: '2025-03-01T09:30:00.000Z',
    fields: ['profile.age'],
  },
]

/** An edit of age queued on version 3, then a second one, the first refused as stale. */
async function refusedEdit(): Promise<OutboxRow> {
  db = freshDb()
  await updateLead(SLUG, sampleLead({ _id: LEAD_ID }), { profile: { age: 40 } }, context())
  const copy = await db.leads.get(LEAD_ID)
  await updateLead(SLUG, copy!, { labels: ['Hot'] }, context())
  const [row] = await db.outbox.orderBy('seq').toArray()
  await db.outbox.update(row!.seq as number, {
    state: 'needs-attention',
    lastError: {
      status: 409,
      code: 'LEAD_VERSION_CONFLICT',
      message: 'changed',
      details: { current, changes },
    },
  })
  return (await db.outbox.get(row!.seq as number)) as OutboxRow
}

describe('a lead edit refused as stale, in the sync center', () => {
  it('says who changed what and when, and how to choose', async () => {
    const row = await refusedEdit()
    const lines = explainLeadConflict(row, i18n)
    expect(lines[0]).toBe('Asha Verma changed Age on 01 Mar 2025, 03:00 PM')
    expect(lines[1]).toMatch(/^Try again sends your changes over theirs/)
  })

  it('tries again with every field of mine on the version the refusal showed, once', async () => {
    const row = await refusedEdit()
    expect(await retryLeadConflict(row, context())).toBe('resent')
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows[0]).toMatchObject({ id: row.id, state: 'pending', body: { version: 6 } })
    expect((rows[0]?.body as TLeadUpdate).profile).toEqual({ age: 40 })
    // The edit queued behind it is based on that version too.
    expect((rows[1]?.body as TLeadUpdate).version).toBe(6)
    expect(await retryLeadConflict(rows[0]!, context())).toBe('unchanged')
  })
})
