import { describe, expect, it } from 'vitest'
import type { TUnit } from '../../../../contract/buildings.ts'
import type { TCostSheetRow } from '../../../../contract/cost-sheet.ts'
import { chosenRow, flatsOn, floorsOf, rowsForFlat } from './flat-choice.ts'

const unit = (name: string, floorNumber: number, unitType = '2 BHK'): TUnit => ({
  _id: `u-${name}`,
  projectId: 'p1',
  buildingId: 'b1',
  floorNumber,
  name,
  unitType,
  facing: 'East',
  planImageUrl: null,
  superBuiltUpArea: 1000,
  builtUpArea: 900,
  carpetArea: 800,
  interiors: [],
  price: 0,
  status: 'available',
})

const row = (id: string, patch: Partial<TCostSheetRow> = {}): TCostSheetRow => ({
  _id: id,
  buildingId: 'b1',
  type: 'TLP',
  unitType: '2 BHK',
  disabled: false,
  pricePerSqFt: 10_000,
  floorRiseCharges: 0,
  viewCharges: 0,
  carParking: 0,
  infrastructureCharges: 0,
  stampDutyPercentage: 6,
  registrationFee: 30_000,
  GSTPercentage: 5,
  GSTOnInfrastructureCharges: 18,
  TDSPercentage: 1,
  ...patch,
})

describe('floors and flats', () => {
  const units = [unit('1002', 10), unit('201', 2), unit('210', 2), unit('202', 2), unit('1001', 10)]

  it('lists the floors with flats, lowest first', () => {
    expect(floorsOf(units)).toEqual([2, 10])
  })

  it("lists a floor's flats in number order, not text order", () => {
    expect(flatsOn(units, 2).map((u) => u.name)).toEqual(['201', '202', '210'])
    expect(flatsOn(units, 3)).toEqual([])
  })
})

describe('the cost sheet of a flat', () => {
  const flat = unit('201', 2)

  it('selects the single row of the flat type by itself', () => {
    const rows = [row('a'), row('b', { unitType: '3 BHK' })]
    const candidates = rowsForFlat(rows, flat)
    expect(candidates.map((r) => r._id)).toEqual(['a'])
    expect(chosenRow(candidates, null)?._id).toBe('a')
  })

  it('leaves out disabled rows and other buildings', () => {
    const rows = [row('off', { disabled: true }), row('other', { buildingId: 'b2' }), row('on')]
    expect(rowsForFlat(rows, flat).map((r) => r._id)).toEqual(['on'])
  })

  it("prefers the flat type's rows to the building-wide ones", () => {
    const rows = [row('all', { unitType: null }), row('own')]
    expect(rowsForFlat(rows, flat).map((r) => r._id)).toEqual(['own'])
    expect(rowsForFlat([row('all', { unitType: null })], flat).map((r) => r._id)).toEqual(['all'])
  })

  it('lets the user choose between plan types, and keeps the choice while it holds', () => {
    const candidates = rowsForFlat([row('tlp'), row('clp', { type: 'CLP' })], flat)
    expect(chosenRow(candidates, null)).toBeNull()
    expect(chosenRow(candidates, 'clp')?._id).toBe('clp')
    // A choice made for another flat's rows does not carry over.
    expect(chosenRow(candidates, 'gone')).toBeNull()
  })

  it('has nothing to select for a flat type without a row', () => {
    expect(rowsForFlat([row('a', { unitType: '3 BHK' })], flat)).toEqual([])
    expect(chosenRow([], null)).toBeNull()
  })
})
