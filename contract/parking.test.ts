import { describe, expect, it } from 'vitest'
import {
  PARKING_MESSAGES,
  ZParkingSequenceInput,
  bayNames,
  parkingTotals,
  sumTotals,
} from './parking.ts'

const input = (o: Record<string, unknown> = {}) => ({
  buildingId: 'b1',
  level: -1,
  covered: true,
  car: { prefix: 'C-', start: 1, total: 2 },
  bike: { prefix: 'B-', start: 1, total: 0 },
  ...o,
})

const problems = (value: unknown) => {
  const result = ZParkingSequenceInput.safeParse(value)
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

describe('parking sequences', () => {
  it('names bays from the prefix and start, padded to three digits, and longer past 999', () => {
    expect(bayNames({ prefix: 'C-', start: 1, total: 3 })).toEqual(['C-001', 'C-002', 'C-003'])
    expect(bayNames({ prefix: 'B1-', start: 998, total: 3 })).toEqual([
      'B1-998',
      'B1-999',
      'B1-1000',
    ])
    expect(bayNames({ prefix: 'C-', start: 5, total: 0 })).toEqual([])
  })

  it('refuses no bays, names the two sequences share (in any case) and bad prefixes', () => {
    expect(problems(input())).toEqual([])
    expect(problems(input({ car: { prefix: 'C-', start: 1, total: 0 } }))).toContainEqual({
      path: 'car.total',
      message: PARKING_MESSAGES.noBays,
    })
    expect(problems(input({ bike: { prefix: 'c-', start: 2, total: 1 } }))).toContainEqual({
      path: 'bike.prefix',
      message: PARKING_MESSAGES.sameNames,
    })
    expect(problems(input({ car: { prefix: 'C 1', start: 1, total: 1 } }))).toContainEqual({
      path: 'car.prefix',
      message: PARKING_MESSAGES.prefixCharacters,
    })
    expect(problems(input({ level: 1.5 })).map((p) => p.path)).toEqual(['level'])
    expect(
      problems(input({ car: { prefix: 'C-', start: 1, total: 501 } })).map((p) => p.path),
    ).toEqual(['car.total'])
  })

  it('counts totals by vehicle and cover, with the allotted bays, and adds them up', () => {
    const a = parkingTotals([
      { vehicle: 'car', covered: true, unitId: 'u1' },
      { vehicle: 'car', covered: false, unitId: null },
      { vehicle: 'bike', covered: true, unitId: null },
    ])
    expect(a).toEqual({
      car: { covered: 1, uncovered: 1 },
      bike: { covered: 1, uncovered: 0 },
      total: 3,
      assigned: 1,
    })
    expect(sumTotals([a, a]).car.uncovered).toBe(2)
    expect(sumTotals([a, a]).total).toBe(6)
  })
})
