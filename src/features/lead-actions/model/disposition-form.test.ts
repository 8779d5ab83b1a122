import { describe, expect, it } from 'vitest'
import { EMPTY_DISPOSITION, validateDisposition, valuesForCall } from './disposition-form.ts'
import { validateFollowUp } from './follow-up-form.ts'
import { localInputValue } from './time-input.ts'

const MADE_AT_MS = Date.parse('2025-03-01T10:00:00.000Z')
const MADE_AT = new Date(MADE_AT_MS).toISOString()
const inMinutes = (n: number) => localInputValue(MADE_AT_MS + n * 60_000)

describe('validateDisposition', () => {
  it('refuses a call back before the call was logged, naming the field', () => {
    const result = validateDisposition(
      { ...EMPTY_DISPOSITION, nextStep: 'callBack', nextAt: inMinutes(-5) },
      MADE_AT,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.nextAt).toBe('Call Back time cannot be backdated')
  })

  it('builds the contract body: minutes to seconds, the next step at an instant', () => {
    const result = validateDisposition(
      {
        ...EMPTY_DISPOSITION,
        callStatus: 'No Answer',
        durationMin: '3',
        notes: '  Busy, call later ',
        nextStep: 'followUp',
        nextAt: inMinutes(30),
      },
      MADE_AT,
    )
    expect(result).toEqual({
      ok: true,
      body: {
        madeAt: MADE_AT,
        callType: 'Out Bound',
        callStatus: 'No Answer',
        durationSec: 180,
        notes: 'Busy, call later',
        nextStep: { kind: 'followUp', at: new Date(MADE_AT_MS + 30 * 60_000).toISOString() },
      },
    })
  })

  it('reports a result that does not fit the status, text in the duration, and emoji', () => {
    const result = validateDisposition(
      {
        ...EMPTY_DISPOSITION,
        callStatus: 'Failed',
        callResult: 'answered',
        durationMin: 'two',
        notes: 'Happy 😀',
      },
      MADE_AT,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.callResult).toBe('This result does not fit the call status')
    expect(result.errors.durationMin).toBe('Please enter a valid number')
    expect(result.errors.notes).toBe('Emoji cannot be added')
  })

  it('names the placed call it disposes, with the provider’s duration to the second', () => {
    const call = { _id: 'call-7', callType: 'Out Bound', callStatus: 'No Answer' } as const
    const values = { ...valuesForCall(call), durationMin: 'ignored' }
    const result = validateDisposition(values, MADE_AT, { _id: 'call-7', durationSec: 245 })
    expect(result).toEqual({
      ok: true,
      body: {
        madeAt: MADE_AT,
        callId: 'call-7',
        callType: 'Out Bound',
        callStatus: 'No Answer',
        durationSec: 245,
        notes: '',
        nextStep: { kind: 'none' },
      },
    })
  })

  it('asks for the time of a next step', () => {
    const result = validateDisposition({ ...EMPTY_DISPOSITION, nextStep: 'siteVisit' }, MADE_AT)
    expect(result.ok ? null : result.errors.nextAt).toBe('This field cannot be left blank')
  })
})

describe('validateFollowUp', () => {
  it('refuses the past and anything under 10 minutes ahead, and takes 10 minutes', () => {
    const error = (minutes: number) => {
      const result = validateFollowUp({ dueAt: inMinutes(minutes), notes: '' }, MADE_AT)
      return result.ok ? null : result.errors.dueAt
    }
    expect(error(-1)).toBe('Follow-up time cannot be in the past')
    expect(error(9)).toBe('Follow-up must be at least 10 minutes from now')
    expect(error(10)).toBeNull()
  })
})
