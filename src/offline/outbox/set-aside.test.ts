import { afterEach, describe, expect, it } from 'vitest'
import { getDb, type OutboxError, type OutboxRow } from '../../lib/db.ts'
import { enqueue } from './enqueue.ts'
import { leadEntity } from './entities.ts'
import { SET_ASIDE_CODES, setAsideEntityRows } from './set-aside.ts'

const principal = { userId: 'user-1', orgId: 'org-1' }

async function queued(
  leadId: string,
  state?: OutboxRow['state'],
  lastError?: OutboxError,
  userId = 'user-1',
) {
  const id = await enqueue(
    { entity: leadEntity(leadId), method: 'PATCH', path: `/leads/${leadId}`, label: leadId },
    { principal: { ...principal, userId } },
  )
  if (state)
    await getDb()
      .outbox.where('id')
      .equals(id)
      .modify({ state, lastError } as Partial<OutboxRow>)
  return id
}
const row = async (id: string) => getDb().outbox.get({ id })

afterEach(async () => {
  await getDb().outbox.clear()
})

describe('setting aside the changes of leads that left the device', () => {
  it('sets aside waiting changes, and gives a "not found" refusal the reason the lead left', async () => {
    const waiting = await queued('l-1')
    // Replayed before the sync learnt the lead had left: the server no longer shows it.
    const notFound = await queued('l-2', 'needs-attention', {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Lead not found',
    })
    const refused = await queued('l-2', 'needs-attention', {
      status: 422,
      message: 'Follow-up must be at least 10 minutes ahead',
    })
    const flying = await queued('l-1', 'in-flight')
    const someoneElses = await queued('l-1', undefined, undefined, 'user-2')

    const reasons = new Map([
      [leadEntity('l-1'), SET_ASIDE_CODES.leadLeft],
      [leadEntity('l-2'), SET_ASIDE_CODES.projectLost],
    ])
    expect(await setAsideEntityRows('user-1', reasons)).toBe(2)

    expect(await row(waiting)).toMatchObject({
      state: 'needs-attention',
      lastError: { code: SET_ASIDE_CODES.leadLeft },
    })
    expect(await row(notFound)).toMatchObject({
      state: 'needs-attention',
      lastError: { code: SET_ASIDE_CODES.projectLost },
    })
    // A refusal of the change itself keeps the server's words; the user must act on them.
    expect((await row(refused))?.lastError?.message).toBe(
      'Follow-up must be at least 10 minutes ahead',
    )
    expect((await row(flying))?.state).toBe('in-flight')
    expect((await row(someoneElses))?.state).toBe('pending')
  })
})
