import { describe, expect, it } from 'vitest'
import { ZCallLogSummary } from './dispositions.ts'

const side = { totalCalls: 2, totalMinutes: 3, avgMinutes: 1.5 }

describe('the call-log summary', () => {
  it('reads an answer a device stored before the per-day series existed, with no days', () => {
    const stored = ZCallLogSummary.parse({ incoming: side, outbound: side })
    expect(stored.series).toEqual([])
  })
})
