import { describe, expect, it } from 'vitest'
import {
  PRICE_RULE_MESSAGES,
  type TGridUnit,
  type TInventoryGrid,
} from '../../../../contract/buildings.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import {
  changedPaise,
  EMPTY_PRICE_RULE,
  previewPrices,
  type TPriceRuleValues,
} from './price-rule.ts'

const unit = (name: string, o: Partial<TGridUnit> = {}): TGridUnit => ({
  _id: name,
  name,
  unitType: '2 BHK',
  facing: 'East',
  status: 'available',
  price: 5_000_000,
  ...o,
})

const grid: TInventoryGrid = {
  building: {
    _id: 'b',
    projectId: 'p',
    name: 'Tower A',
    buildingType: 'Residential Tower',
    floorCount: 3,
    flatsPerFloor: 2,
    basementFloors: 0,
    refugeFloors: 0,
    unitCount: 5,
  },
  floors: [
    { number: 3, units: [unit('301', { unitType: '3 BHK', price: 7_000_000.55 }), unit('302')] },
    { number: 2, units: [unit('201', { status: 'booked' }), unit('202', { price: 0.01 })] },
    { number: 1, units: [unit('101', { unitType: '3 BHK' })] },
  ],
}

const rule = (o: Partial<TPriceRuleValues>): TPriceRuleValues => ({ ...EMPTY_PRICE_RULE, ...o })

describe('changedPaise', () => {
  it('sets, adds and changes by per cent in exact paise', () => {
    expect(changedPaise(500_000_000, 'set', 6_000_000.25)).toBe(600_000_025)
    expect(changedPaise(500_000_000, 'add', -0.1)).toBe(499_999_990)
    expect(changedPaise(700_000_055, 'percent', 10)).toBe(770_000_061) // 770000060.5 rounds up
    expect(changedPaise(1, 'percent', -50)).toBe(1) // half a paisa rounds away from zero
    expect(changedPaise(3, 'percent', -50)).toBe(2)
    // The largest price the contract allows, by 12.34 %: beyond a double's exact integers.
    expect(changedPaise(99_999_999_999_999, 'percent', 12.34)).toBe(112_339_999_999_999)
  })

  it('refuses a price below zero', () => {
    expect(changedPaise(100, 'add', -1.01)).toBeNull()
    expect(changedPaise(100, 'percent', -100)).toBe(0)
  })
})

describe('previewPrices', () => {
  it('prices every available unit of a type within the floors, top floor first', () => {
    const result = previewPrices(grid, rule({ unitType: '3 BHK', change: 'add', amount: '100000' }))
    expect(result.ok && result.preview.rows.map((r) => [r.name, r.toPaise])).toEqual([
      ['301', 710_000_055],
      ['101', 510_000_000],
    ])
    expect(result.ok && result.preview.body).toEqual({
      prices: [
        { unitId: '301', price: 7_100_000.55 },
        { unitId: '101', price: 5_100_000 },
      ],
    })
  })

  it('leaves blocked and booked units alone unless asked, and skips prices that stay', () => {
    const only = previewPrices(grid, rule({ floorFrom: '2', floorTo: '2', amount: '5000000' }))
    expect(only.ok && only.preview.rows.map((r) => r.name)).toEqual(['202'])
    const all = previewPrices(
      grid,
      rule({ floorFrom: '2', floorTo: '2', onlyAvailable: false, amount: '6000000' }),
    )
    expect(all.ok && all.preview.rows.map((r) => r.name)).toEqual(['201', '202'])
  })

  it('names the field of each problem', () => {
    expect(previewPrices(grid, rule({ amount: '' }))).toEqual({
      ok: false,
      errors: { amount: VALIDATION_MESSAGES.required },
    })
    expect(previewPrices(grid, rule({ floorFrom: '3', floorTo: '1', amount: '1' }))).toEqual({
      ok: false,
      errors: { floorTo: PRICE_RULE_MESSAGES.floorsOrder },
    })
    expect(previewPrices(grid, rule({ amount: '1.234' }))).toEqual({
      ok: false,
      errors: { amount: VALIDATION_MESSAGES.tooManyDecimals },
    })
    expect(previewPrices(grid, rule({ amount: '-5' }))).toEqual({
      ok: false,
      errors: { amount: VALIDATION_MESSAGES.negativeAmount },
    })
    expect(previewPrices(grid, rule({ change: 'add', amount: '-0.02' }))).toEqual({
      ok: false,
      errors: { amount: PRICE_RULE_MESSAGES.belowZero },
    })
    expect(previewPrices(grid, rule({ change: 'percent', amount: '1001' }))).toEqual({
      ok: false,
      errors: { amount: PRICE_RULE_MESSAGES.percentRange },
    })
    expect(previewPrices(grid, rule({ unitType: '4 BHK', amount: '1' }))).toEqual({
      ok: false,
      errors: { unitType: PRICE_RULE_MESSAGES.noUnits },
    })
    expect(previewPrices(grid, rule({ floorFrom: '1', floorTo: '1', amount: '5000000' }))).toEqual({
      ok: false,
      errors: { amount: PRICE_RULE_MESSAGES.noChange },
    })
    expect(previewPrices(grid, rule({ floorFrom: '0', amount: '1' }))).toEqual({
      ok: false,
      errors: { floorFrom: VALIDATION_MESSAGES.invalidNumber },
    })
  })
})
