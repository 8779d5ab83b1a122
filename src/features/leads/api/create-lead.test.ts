import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteOfficeDb } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { duplicatesAfterCreate, waitForRow } from './create-lead.ts'

let db: SiteOfficeDb
afterEach(async () => {
  vi.unstubAllGlobals()
  db.close()
  await db.delete()
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

async function queued(): Promise<string> {
  return enqueue(
    { entity: 'lead:new-1', method: 'POST', path: '/x', body: {}, label: 'Add lead' },
    { db, principal: USER_A },
  )
}

describe('waitForRow', () => {
  it('tells a confirmed row from a refused or waiting one', async () => {
    db = freshDb()
    const id = await queued()
    expect(await waitForRow(id, { db, timeoutMs: 0 })).toBe('waiting')
    await db.outbox.where('id').equals(id).modify({ state: 'needs-attention' })
    expect(await waitForRow(id, { db, timeoutMs: 0 })).toBe('needs-attention')
    await db.outbox.clear()
    expect(await waitForRow(id, { db, timeoutMs: 0 })).toBe('synced')
  })
})

describe('duplicatesAfterCreate', () => {
  it('asks the server once the create is confirmed, leaving the new lead out', async () => {
    db = freshDb()
    const rowId = await queued()
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json({
        items: [
          {
            _id: 'new-1',
            fullName: 'A',
            projectId: 'p',
            projectName: 'P',
            whatsAppNumber: 'X',
            owner: null,
          },
          {
            _id: 'old-1',
            fullName: 'B',
            projectId: 'p',
            projectName: 'P',
            whatsAppNumber: 'X',
            owner: null,
          },
        ],
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    setTimeout(() => void db.outbox.clear(), 20)
    const found = await duplicatesAfterCreate('org', { leadId: 'new-1', rowId }, '9876543210', {
      db,
      intervalMs: 5,
    })
    expect(found.map((d) => d._id)).toEqual(['old-1'])
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('whatsAppNumber=9876543210')
  })

  it('asks nothing when the create was refused', async () => {
    db = freshDb()
    const rowId = await queued()
    await db.outbox.where('id').equals(rowId).modify({ state: 'needs-attention' })
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    expect(
      await duplicatesAfterCreate('org', { leadId: 'new-1', rowId }, '9876543210', { db }),
    ).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
