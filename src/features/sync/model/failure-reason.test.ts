import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../../../lib/db.ts'
import { SET_ASIDE_CODES } from '../../../offline/outbox/set-aside.ts'
import { failureReason } from './failure-reason.ts'

const row = (patch: Partial<OutboxRow>): OutboxRow => ({
  id: 'k',
  userId: 'u',
  orgId: 'o',
  entity: 'e',
  method: 'PATCH',
  path: '/p',
  label: { text: 'x' },
  createdAt: 0,
  payloadVersion: 1,
  state: 'pending',
  attempts: 1,
  nextAttemptAt: 0,
  ...patch,
})

const text = (reason: ReturnType<typeof failureReason>) =>
  typeof reason === 'string' || reason === null ? reason : reason.message

describe('failureReason', () => {
  it('has nothing to say before a try', () => {
    expect(failureReason(row({ attempts: 0 }))).toBeNull()
  })

  it("quotes the server's refusal", () => {
    const refused = row({
      state: 'needs-attention',
      lastError: { status: 422, message: 'Budget is too low' },
    })
    expect(failureReason(refused)).toBe('Budget is too low')
  })

  it("words in the user's language why the device set a change aside itself", () => {
    const setAside = row({
      state: 'needs-attention',
      lastError: { code: SET_ASIDE_CODES.leadLeft, message: 'This lead is no longer yours' },
    })
    expect(typeof failureReason(setAside)).toBe('object')
    expect(text(failureReason(setAside))).toMatch(/reassigned or moved/)
  })

  it.each([
    [{ kind: 'offline', message: '' }, /No Internet/],
    [{ kind: 'timeout', message: '' }, /too long/],
    [{ kind: 'network', message: '' }, /could not be reached/],
    [{ kind: 'network', status: 503, message: '' }, /could not be reached/],
    [{ kind: 'unauthorized', status: 401, message: '' }, /session/],
    [{ kind: 'server', status: 429, message: '' }, /busy/],
    [{ kind: 'server', status: 500, message: '' }, /problem/],
  ])('explains a waiting row (%o)', (lastError, expected) => {
    expect(text(failureReason(row({ lastError })))).toMatch(expected)
  })
})
