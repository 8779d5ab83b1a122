import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import { LEAD_STATUS_COLORS, leadStatusColor, STATUS_TABS } from './lead-status.ts'

describe('lead status colours', () => {
  it('gives every stage its own colour', () => {
    const colours = LEAD_STATUSES.map((s) => LEAD_STATUS_COLORS[s])
    expect(colours.every(Boolean)).toBe(true)
    expect(new Set(colours).size).toBe(LEAD_STATUSES.length)
  })

  it('marks booked green and dropped red, an unknown stage grey', () => {
    expect(leadStatusColor('Booked')).toBe('green')
    expect(leadStatusColor('Dropped')).toBe('red')
    expect(leadStatusColor('Hot')).toBe('gray')
  })

  it('puts "all" first and keeps the funnel order', () => {
    expect(STATUS_TABS).toEqual(['all', ...LEAD_STATUSES])
  })
})
