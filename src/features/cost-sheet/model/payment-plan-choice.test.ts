import { describe, expect, it } from 'vitest'
import { planAfterListUpdate, planSchedule } from './payment-plan-choice.ts'

const plans = [{ _id: 'p1' }, { _id: 'p2' }]

describe("the builder's payment plan when the plans list updates", () => {
  it('keeps a plan the updated list still holds', () => {
    expect(planAfterListUpdate(plans, 'p2')).toBe('p2')
  })

  it('clears a plan the updated list no longer holds', () => {
    expect(planAfterListUpdate([{ _id: 'p1' }], 'p2')).toBeNull()
    expect(planAfterListUpdate([], 'p1')).toBeNull()
  })

  it('waits while the list is not read, and has nothing to clear without a choice', () => {
    expect(planAfterListUpdate(undefined, 'p1')).toBe('p1')
    expect(planAfterListUpdate(plans, null)).toBeNull()
  })
})

describe("a plan's schedule", () => {
  it('shares the total out to the paisa, the last milestone taking the rest', () => {
    const plan = {
      milestones: [
        { name: 'Booking', shareBp: 1000 },
        { name: 'Plinth', shareBp: 3333 },
        { name: 'Possession', shareBp: 5667 },
      ],
    }
    const schedule = planSchedule(plan, 1_00_00_001)
    expect(schedule.map((m) => m.amount)).toEqual([10_00_000, 33_33_000, 56_67_001])
    expect(schedule.reduce((sum, m) => sum + m.amount, 0)).toBe(1_00_00_001)
    expect(schedule[1]).toMatchObject({ name: 'Plinth', shareBp: 3333 })
  })
})
