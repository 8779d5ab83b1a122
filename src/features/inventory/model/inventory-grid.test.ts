import { describe, expect, it } from 'vitest'
import type { TGridUnit, TInventoryGrid } from '../../../../contract/buildings.ts'
import { gridChoices, toGridModel } from './inventory-grid.ts'

const unit = (name: string, o: Partial<TGridUnit> = {}): TGridUnit => ({
  _id: name,
  name,
  unitType: '2 BHK',
  facing: 'East',
  status: 'available',
  price: 8_500_000.5,
  ...o,
})

// Floors 1 and 3 have flats; 2 is a refuge floor; the server sends the top floor first.
const grid: TInventoryGrid = {
  building: {
    _id: 'b',
    projectId: 'p',
    name: 'Tower A',
    buildingType: 'Residential Tower',
    floorCount: 3,
    flatsPerFloor: 3,
    basementFloors: -1,
    refugeFloors: 1,
    unitCount: 5,
  },
  floors: [
    {
      number: 3,
      units: [
        unit('A-301', { status: 'booked' }),
        unit('A-302', { unitType: '3 BHK', facing: 'North' }),
        unit('A-303', { status: 'blocked' }),
      ],
    },
    { number: 2, units: [] },
    { number: 1, units: [unit('A-101', { price: 0.1 }), unit('A-102', { price: 0.2 })] },
  ],
}

describe('the inventory grid model', () => {
  it('lays floors as rows, top first, and flats as columns', () => {
    const model = toGridModel(grid)
    expect(model.columns).toBe(3)
    expect(model.rows.map((r) => r.floor)).toEqual([3, 2, 1])
    expect(model.rows[0]!.cells.map((c) => c?.unit.name)).toEqual(['A-301', 'A-302', 'A-303'])
    expect(model.rows[1]!.cells).toEqual([null, null, null])
    expect(model.rows[2]!.cells.map((c) => c?.unit.name ?? null)).toEqual(['A-101', 'A-102', null])
    expect(model.counts).toEqual({ available: 3, blocked: 1, booked: 1, total: 5 })
    // Exact in paise: 8,500,000.50 + 0.10 + 0.20.
    expect(model.availablePaise).toBe(850_000_080)
  })

  it('dims the units a filter leaves out, keeping every floor', () => {
    const model = toGridModel(grid, { status: 'available', unitType: '2 BHK' }, 'dim')
    expect(model.rows).toHaveLength(3)
    expect(model.rows[0]!.cells.map((c) => c?.matches)).toEqual([false, false, false])
    expect(model.rows[2]!.cells.map((c) => c?.matches ?? null)).toEqual([true, true, null])
    expect(model.counts).toEqual({ available: 2, blocked: 0, booked: 0, total: 2 })
  })

  it('hides them, and floors left without a match', () => {
    const model = toGridModel(grid, { facing: 'North' }, 'hide')
    expect(model.rows.map((r) => r.floor)).toEqual([3, 2])
    expect(model.rows[0]!.cells.map((c) => c?.unit.name ?? null)).toEqual([null, 'A-302', null])
    expect(model.counts.total).toBe(1)
  })

  it('offers the types and facings the building has, in order', () => {
    expect(gridChoices(grid)).toEqual({ unitTypes: ['2 BHK', '3 BHK'], facings: ['East', 'North'] })
  })
})
