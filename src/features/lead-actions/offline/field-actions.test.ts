import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SITE_VISIT_ERROR_CODES } from '../../../../contract/site-visits.ts'
import type { LeadRecord, SiteOfficeDb } from '../../../lib/db.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { pendingActions } from '../model/pending-actions.ts'
import { visitViews } from '../model/visit-view.ts'
import {
  changeStage,
  completeTask,
  logDisposition,
  requestVisitCode,
  scheduleFollowUp,
  verifyVisitCode,
  type ActionContext,
} from './field-actions.ts'
import { requestNewCode } from './new-code-recovery.ts'
import { codeRequestByRefId, latestCodeRequest } from './visit-codes.ts'

const SLUG = 'in/dxp/org-1'
const LEAD = 'lead-1'
const NOW = Date.parse('2025-03-01T10:00:00.000Z')
let db: SiteOfficeDb
let ids = 0

const NOW_ISO = new Date(NOW).toISOString()
const context = (): ActionContext => ({
  slug: SLUG,
  leadId: LEAD,
  leadName: 'Asha Kulkarni',
  db,
  principal: USER_A,
  now: () => NOW,
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
})

beforeEach(() => {
  db = freshDb()
  ids = 0
})
afterEach(async () => {
  db.close()
  await db.delete()
})

describe('field actions', () => {
  it('queue in the lead’s own order, with client ids and when they were made', async () => {
    const ctx = context()
    await logDisposition(ctx, {
      madeAt: '2025-03-01T10:00:00.000Z',
      callType: 'Out Bound',
      callStatus: 'Connected',
      nextStep: { kind: 'followUp', at: '2025-03-01T11:00:00.000Z' },
    })
    await scheduleFollowUp(ctx, {
      madeAt: '2025-03-01T10:00:00.000Z',
      dueDate: '2025-03-02T10:00:00.000Z',
    })
    await completeTask(ctx, 'task-9')
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => r.entity)).toEqual(['lead:lead-1', 'lead:lead-1', 'lead:lead-1'])
    expect(rows.map((r) => r.path)).toEqual([
      `/ilead-service/v1/${SLUG}/leads/${LEAD}/dispositions`,
      `/ilead-service/v1/${SLUG}/leads/${LEAD}/tasks`,
      `/ilead-service/v1/${SLUG}/tasks/task-9/complete`,
    ])
    expect(rows[0]?.body).toMatchObject({
      _id: '00000000-0000-4000-8000-000000000002',
      nextStep: { kind: 'followUp', taskId: '00000000-0000-4000-8000-000000000001' },
    })
    expect(rows[2]?.body).toEqual({ madeAt: '2025-03-01T10:00:00.000Z' })
    expect(rows.every((r) => r.href === `/developer/manage-leads/${LEAD}`)).toBe(true)
    expect(JSON.stringify(rows)).not.toMatch(/Bearer|accessToken/)

    const actions = pendingActions(rows, SLUG, LEAD)
    expect(actions.map((a) => a.kind)).toEqual(['disposition', 'followUp', 'completeTask'])
    expect(actions[2]).toMatchObject({ kind: 'completeTask', taskId: 'task-9' })
  })

  it('moves the device’s copy of the lead with a stage change, in the same transaction', async () => {
    // The lead feature writes the copy; here only that it is asked to, inside the transaction.
    const followed: unknown[] = []
    const followLead: ActionContext['followLead'] = async (change, tx) => {
      followed.push(change)
      await tx.leads.put({ _id: LEAD, ownerId: USER_A.userId, ...change } as unknown as LeadRecord)
    }
    await changeStage(
      { ...context(), followLead },
      { madeAt: '2025-03-01T10:00:00.000Z', leadStatus: 'Dropped', dropReason: 'Budget mismatch' },
    )
    expect(followed).toEqual([{ leadStatus: 'Dropped', subStatus: 'Budget mismatch' }])
    expect(await db.leads.get(LEAD)).toMatchObject({ leadStatus: 'Dropped' })
    // Saved before acknowledged: a copy that cannot be written saves no row either.
    const failing: ActionContext['followLead'] = () => Promise.reject(new Error('disk full'))
    await expect(
      changeStage({ ...context(), followLead: failing }, { madeAt: NOW_ISO, leadStatus: 'Open' }),
    ).rejects.toThrow('disk full')
    expect(await db.outbox.count()).toBe(1)
    const [row] = await db.outbox.toArray()
    expect(row?.body).toEqual({
      madeAt: '2025-03-01T10:00:00.000Z',
      leadStatus: 'Dropped',
      dropReason: 'Budget mismatch',
    })
  })

  it('names a queued code by the request it was made for, and shows the visit done', async () => {
    const ctx = context()
    await requestVisitCode(ctx, {
      siteVisitId: 'visit-1',
      visitType: 'Site Visit',
      userId: USER_A.userId,
    })
    const refId = latestCodeRequest(USER_A.userId, 'visit-1')?.refId
    expect(refId).toBeDefined()
    await verifyVisitCode(ctx, {
      refId: refId!,
      otp: '123456',
      location: { lat: 18.5, lng: 73.8, accuracy: 20 },
    })
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows[0]?.body).toMatchObject({ refId, siteVisitId: 'visit-1', visitType: 'Site Visit' })
    expect(rows[1]?.body).toEqual({
      refId,
      otp: '123456',
      enteredAt: '2025-03-01T10:00:00.000Z',
      location: { lat: 18.5, lng: 73.8, accuracy: 20 },
    })
    const views = visitViews(
      [
        {
          _id: 'visit-1',
          orgId: 'org-1',
          projectId: 'p-1',
          leadId: LEAD,
          leadName: 'Asha Kulkarni',
          visitType: 'Site Visit',
          status: 'In Progress',
          scheduledAt: '2025-03-01T09:00:00.000Z',
          startedAt: '2025-03-01T09:05:00.000Z',
          completedAt: null,
          cancellationReason: null,
          notes: '',
          assignee: null,
          otpEnteredAt: null,
          location: null,
          previousVisitId: null,
          taskId: null,
          createdAt: '2025-03-01T08:00:00.000Z',
          updatedAt: '2025-03-01T09:05:00.000Z',
        },
      ],
      pendingActions(rows, SLUG, LEAD),
      (id) => codeRequestByRefId(USER_A.userId, id)?.siteVisitId,
    )
    expect(views[0]).toMatchObject({ _id: 'visit-1', status: 'Visit Done', waiting: 'pending' })
  })

  it('replaces a refused code with a new request, once', async () => {
    const ctx = context()
    await requestVisitCode(ctx, {
      siteVisitId: 'visit-1',
      visitType: 'Revisit',
      userId: USER_A.userId,
    })
    const first = latestCodeRequest(USER_A.userId, 'visit-1')!.refId
    await verifyVisitCode(ctx, { refId: first, otp: '000000' })
    await db.outbox.orderBy('seq').first((row) => db.outbox.delete(row!.seq!))
    const refused = (await db.outbox.toArray())[0]!
    await db.outbox.update(refused.seq!, {
      state: 'needs-attention',
      lastError: { status: 422, code: SITE_VISIT_ERROR_CODES.otpExpired, message: 'Expired' },
    })
    const row = (await db.outbox.get(refused.seq!))!

    expect(await requestNewCode(row, db, () => NOW + 60_000)).toBeNull()
    const rows = await db.outbox.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      entity: 'lead:lead-1',
      state: 'pending',
      path: `/ilead-service/v1/${SLUG}/leads/${LEAD}/get-otp`,
      body: { siteVisitId: 'visit-1', visitType: 'Revisit' },
    })
    const second = latestCodeRequest(USER_A.userId, 'visit-1')!.refId
    expect(second).not.toBe(first)
    expect((rows[0]?.body as { refId: string }).refId).toBe(second)
    expect((await db.syncLog.toArray()).map((e) => e.outcome)).toEqual(['discarded'])
    // A second tap finds nothing left to replace.
    expect((await requestNewCode(row, db))?.message).toMatch(/already sent again or discarded/)
  })

  it('cannot recover a code whose request this device does not know', async () => {
    await verifyVisitCode(context(), {
      refId: '00000000-0000-4000-8000-00000000abcd',
      otp: '111111',
    })
    const row = (await db.outbox.toArray())[0]!
    expect((await requestNewCode(row, db))?.message).toMatch(/no longer knows which visit/)
    expect(await db.outbox.count()).toBe(1)
  })
})
