import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TLeadUpdate } from '../../../../contract/leads.ts'
import type { OutboxRow, SiteOfficeDb } from '../../../lib/db.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { validateLeadCreate } from '../model/lead-form.ts'
import { fullValues, sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import {
  createLead,
  followLeadChange,
  resolveLeadConflict,
  settleLeadRecord,
  updateLead,
} from './save-lead.ts'

const SLUG = 'in/dxp/org-1'
const NOW = Date.parse('2025-03-01T10:00:00.000Z')
const LEAD_ID = '0b6f0c8e-8a55-4f3c-9d0e-3c1f2a4b5c6d'

let db: SiteOfficeDb
const context = () => ({ db, principal: USER_A, ownerId: USER_A.userId, now: () => NOW })

afterEach(async () => {
  vi.restoreAllMocks()
  db.close()
  await db.delete()
})

function createBody() {
  const result = validateLeadCreate(fullValues())
  if (!result.ok) throw new Error('fixture should be valid')
  return result.body
}

describe('createLead', () => {
  it('queues a POST with the client id and stores the masked local lead in one go', async () => {
    db = freshDb()
    const saved = await createLead(SLUG, 'project-1', createBody(), {
      ...context(),
      orgId: 'org-1',
      projectName: 'Skyline Residency',
      newId: () => LEAD_ID,
    })
    expect(saved.leadId).toBe(LEAD_ID)

    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      id: saved.rowId,
      entity: `lead:${LEAD_ID}`,
      method: 'POST',
      path: `/ilead-service/v1/${SLUG}/projects/project-1/leads`,
      href: `/developer/manage-leads/${LEAD_ID}`,
      state: 'pending',
    })
    expect(row?.body).toMatchObject({ _id: LEAD_ID, profile: { whatsAppNumber: '9876543210' } })
    expect(row?.label).toMatchObject({ values: { name: 'Ananya Iyer' } })

    const record = await db.leads.get(LEAD_ID)
    expect(record).toMatchObject({
      _id: LEAD_ID,
      ownerId: USER_A.userId,
      projectId: 'project-1',
      projectName: 'Skyline Residency',
      version: 1,
      pendingSync: true,
      masked: true,
      sensitive: { alternateNumber: true, email: true },
      createdAt: '2025-03-01T10:00:00.000Z',
    })
    // Nothing unmasked at rest.
    expect(record?.profile.whatsAppNumber).toBe('XXXXXX3210')
    expect(record?.profile.alternateNumber).toBe('XXXXXX6789')
    expect(record?.profile.email).toBe('aXXXXa@example.in')
    expect(record?.searchTerms).toContain('ananya')
  })

  it('saves neither the row nor the lead when the local change fails', async () => {
    db = freshDb()
    vi.spyOn(db.leads, 'put').mockRejectedValue(new Error('quota'))
    await expect(
      createLead(SLUG, 'project-1', createBody(), {
        ...context(),
        orgId: 'org-1',
        projectName: 'Skyline Residency',
      }),
    ).rejects.toThrow('quota')
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('updateLead', () => {
  it('queues a PATCH naming the base version; the local copy keeps it', async () => {
    db = freshDb()
    const lead = sampleLead({ _id: LEAD_ID })
    await updateLead(
      SLUG,
      lead,
      { profile: { fullName: 'Rahul K Sharma', email: 'rahul@example.in' } },
      context(),
    )
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      entity: leadEntity(LEAD_ID),
      method: 'PATCH',
      path: `/ilead-service/v1/${SLUG}/leads/${LEAD_ID}`,
      body: { version: 3, profile: { fullName: 'Rahul K Sharma', email: 'rahul@example.in' } },
    })
    const record = await db.leads.get(LEAD_ID)
    expect(record).toMatchObject({
      version: 3,
      pendingSync: true,
      ownerId: USER_A.userId,
      updatedAt: '2025-03-01T10:00:00.000Z',
    })
    expect(record?.profile.fullName).toBe('Rahul K Sharma')
    expect(record?.profile.email).toBe('rXXXl@example.in')
  })

  it('bases a second queued edit on the first, naming the version last received', async () => {
    db = freshDb()
    const lead = sampleLead({ _id: LEAD_ID })
    await updateLead(SLUG, lead, { background: { occupation: 'Architect' } }, context())
    const afterFirst = await db.leads.get(LEAD_ID)
    if (!afterFirst) throw new Error('no record')
    await updateLead(SLUG, afterFirst, { background: { qualification: 'MBA' } }, context())
    const rows = await db.outbox.orderBy('seq').toArray()
    // The server lets the user's own versions since through (decision 0016).
    expect(rows.map((r) => (r.body as TLeadUpdate).version)).toEqual([3, 3])
    const record = await db.leads.get(LEAD_ID)
    expect(record?.version).toBe(3)
    expect(record?.background).toMatchObject({ occupation: 'Architect', qualification: 'MBA' })
  })
})

describe('followLeadChange', () => {
  it('makes a waiting copy from the lead shown when the device has none', async () => {
    db = freshDb()
    const shown = sampleLead({ _id: LEAD_ID, leadStatus: 'Open', version: 5 })
    const change = { leadStatus: 'Qualified' as const, subStatus: null }
    await db.transaction('rw', db.tables, () => followLeadChange(shown, change, context()))
    expect(await db.leads.get(LEAD_ID)).toMatchObject({
      leadStatus: 'Qualified',
      subStatus: null,
      version: 5,
      pendingSync: true,
      ownerId: USER_A.userId,
      updatedAt: '2025-03-01T10:00:00.000Z',
    })
  })

  it('moves the copy waiting with earlier changes, whatever the screen showed', async () => {
    db = freshDb()
    const lead = sampleLead({ _id: LEAD_ID, leadStatus: 'Open', version: 5 })
    await updateLead(SLUG, lead, { profile: { age: 40 } }, context())
    const change = { leadStatus: 'Dropped' as const, subStatus: 'Budget mismatch' }
    await followLeadChange(lead, change, context())
    expect(await db.leads.get(LEAD_ID)).toMatchObject({
      leadStatus: 'Dropped',
      subStatus: 'Budget mismatch',
      version: 5,
      pendingSync: true,
      profile: { age: 40 },
    })
  })
})

describe('settleLeadRecord', () => {
  it('clears pendingSync once no row of the lead is left', async () => {
    db = freshDb()
    await updateLead(SLUG, sampleLead({ _id: LEAD_ID }), { profile: { age: 40 } }, context())
    expect(await settleLeadRecord(LEAD_ID, USER_A.userId, db)).toBe(false)
    expect((await db.leads.get(LEAD_ID))?.pendingSync).toBe(true)

    await db.outbox.clear()
    expect(await settleLeadRecord(LEAD_ID, USER_A.userId, db)).toBe(true)
    expect((await db.leads.get(LEAD_ID))?.pendingSync).toBeUndefined()
    expect(await settleLeadRecord(LEAD_ID, USER_A.userId, db)).toBe(false)
  })
})

describe('resolveLeadConflict', () => {
  async function refusedEdit(): Promise<OutboxRow> {
    await updateLead(
      SLUG,
      sampleLead({ _id: LEAD_ID }),
      { profile: { fullName: 'Rahul K Sharma' }, background: { occupation: 'Architect' } },
      context(),
    )
    const [row] = await db.outbox.toArray()
    if (!row) throw new Error('no row')
    await db.outbox.update(row.seq as number, {
      state: 'needs-attention',
      lastError: { status: 409, code: 'LEAD_VERSION_CONFLICT', message: 'changed' },
    })
    return (await db.outbox.get(row.seq as number)) as OutboxRow
  }

  const current = sampleLead({ _id: LEAD_ID, version: 6, leadStatus: 'Qualified' })

  it('re-sends only the kept fields against the server version, same key', async () => {
    db = freshDb()
    const row = await refusedEdit()
    const outcome = await resolveLeadConflict(
      row,
      current,
      { 'profile.fullName': 'server', 'background.occupation': 'mine' },
      context(),
    )
    expect(outcome).toBe('resent')
    const [again] = await db.outbox.toArray()
    expect(again).toMatchObject({ id: row.id, state: 'pending' })
    expect(again?.body).toEqual({ version: 6, background: { occupation: 'Architect' } })
    const record = await db.leads.get(LEAD_ID)
    expect(record).toMatchObject({ version: 6, pendingSync: true, leadStatus: 'Qualified' })
    expect(record?.profile.fullName).toBe('Rahul Sharma')
    expect(record?.background.occupation).toBe('Architect')
  })

  it('discards the row and takes the server record when nothing of mine is kept', async () => {
    db = freshDb()
    const row = await refusedEdit()
    const outcome = await resolveLeadConflict(
      row,
      current,
      { 'profile.fullName': 'server', 'background.occupation': 'server' },
      context(),
    )
    expect(outcome).toBe('discarded')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.syncLog.toArray()).toMatchObject([{ id: row.id, outcome: 'discarded' }])
    const record = await db.leads.get(LEAD_ID)
    expect(record).toMatchObject({ version: 6, leadStatus: 'Qualified' })
    expect(record?.pendingSync).toBeUndefined()
  })

  it("bases the lead's later queued edits on the server version too", async () => {
    db = freshDb()
    const row = await refusedEdit()
    const copy = await db.leads.get(LEAD_ID)
    await updateLead(SLUG, copy!, { profile: { age: 40 } }, context())
    await resolveLeadConflict(row, current, { 'profile.fullName': 'mine' }, context())
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => (r.body as TLeadUpdate).version)).toEqual([6, 6])
  })
})
