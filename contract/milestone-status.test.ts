import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, milestoneStatus, type TMilestoneStanding } from './milestone-status.ts'

const TODAY = '2026-11-21'
const standing = (o: Partial<TMilestoneStanding>): TMilestoneStanding => ({
  amountPaise: 10_00_000_00,
  paidPaise: 0,
  dueDate: null,
  ...o,
})

describe('milestoneStatus', () => {
  it('is Pending until something is paid, Partially Paid then, Paid when nothing is left', () => {
    expect(milestoneStatus(standing({}), TODAY)).toBe('Pending')
    expect(milestoneStatus(standing({ paidPaise: 1 }), TODAY)).toBe('Partially Paid')
    expect(milestoneStatus(standing({ paidPaise: 10_00_000_00 - 1 }), TODAY)).toBe('Partially Paid')
    expect(milestoneStatus(standing({ paidPaise: 10_00_000_00 }), TODAY)).toBe('Paid')
  })

  it('is Overdue from the day after its due date, part paid or not, never once paid', () => {
    expect(milestoneStatus(standing({ dueDate: TODAY }), TODAY)).toBe('Pending')
    expect(milestoneStatus(standing({ dueDate: '2026-11-20' }), TODAY)).toBe('Overdue')
    expect(milestoneStatus(standing({ dueDate: '2026-11-20', paidPaise: 5 }), TODAY)).toBe(
      'Overdue',
    )
    expect(
      milestoneStatus(standing({ dueDate: '2025-01-01', paidPaise: 10_00_000_00 }), TODAY),
    ).toBe('Paid')
    expect(milestoneStatus(standing({ dueDate: '2026-12-31', paidPaise: 5 }), TODAY)).toBe(
      'Partially Paid',
    )
  })

  it('is never Overdue without a due date: nobody has asked for the money yet', () => {
    expect(milestoneStatus(standing({ dueDate: null }), '2099-01-01')).toBe('Pending')
  })

  const day = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  const milestone = fc.record({
    amountPaise: fc.integer({ min: 0, max: 50_00_00_000_00 }),
    paidPaise: fc.integer({ min: 0, max: 50_00_00_000_00 }),
    dueDate: fc.option(day, { nil: null }),
  })

  it('says Paid exactly when the payments cover the amount', () => {
    fc.assert(
      fc.property(milestone, day, (m, today) => {
        expect(milestoneStatus(m, today) === 'Paid').toBe(m.paidPaise >= m.amountPaise)
      }),
    )
  })

  it('says Overdue exactly when money is owed and the due date has passed', () => {
    fc.assert(
      fc.property(milestone, day, (m, today) => {
        const late = m.paidPaise < m.amountPaise && m.dueDate !== null && m.dueDate < today
        expect(milestoneStatus(m, today) === 'Overdue').toBe(late)
      }),
    )
  })

  it('never goes back as time passes: a later day is as late or later', () => {
    const rank = { Paid: 0, Pending: 1, 'Partially Paid': 1, Overdue: 2 } as const
    fc.assert(
      fc.property(milestone, day, fc.integer({ min: 0, max: 400 }), (m, today, later) => {
        expect(rank[milestoneStatus(m, addDays(today, later))]).toBeGreaterThanOrEqual(
          rank[milestoneStatus(m, today)],
        )
      }),
    )
  })

  it('never gets worse as more is paid on the same day', () => {
    const rank = { Paid: 0, 'Partially Paid': 1, Pending: 2, Overdue: 3 } as const
    fc.assert(
      fc.property(milestone, day, fc.integer({ min: 0, max: 10_00_000_00 }), (m, today, more) => {
        const before = milestoneStatus(m, today)
        const after = milestoneStatus({ ...m, paidPaise: m.paidPaise + more }, today)
        if (before !== 'Overdue') expect(rank[after]).toBeLessThanOrEqual(rank[before])
        else expect(['Overdue', 'Paid']).toContain(after)
      }),
    )
  })
})

describe('addDays', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 15)).toBe('2027-01-15')
  })
})
