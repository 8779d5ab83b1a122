import { act, fireEvent, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TGridUnit, TInventoryGrid } from '../../../../contract/buildings.ts'
import { stubLayoutSizes } from '../../../test-utils/layout-sizes.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import type { TFilterMode, TInventoryFilters } from '../model/inventory-grid.ts'
import { InventoryGrid } from './inventory-grid.tsx'

const unit = (name: string, o: Partial<TGridUnit> = {}): TGridUnit => ({
  _id: name,
  name,
  unitType: '2 BHK',
  facing: 'East',
  status: 'available',
  price: 12_345_678,
  ...o,
})
const GRID: TInventoryGrid = {
  building: {
    _id: 'b',
    projectId: 'p',
    name: 'Tower A',
    buildingType: 'Residential Tower',
    floorCount: 2,
    flatsPerFloor: 2,
    basementFloors: 0,
    refugeFloors: 0,
    unitCount: 4,
  },
  floors: [
    { number: 2, units: [unit('A-201', { status: 'booked' }), unit('A-202')] },
    { number: 1, units: [unit('A-101', { status: 'blocked' }), unit('A-102')] },
  ],
}

/** `loading`: before the building's grid is read. */
function Harness({ grid = GRID }: { grid?: TInventoryGrid | 'loading' }) {
  const [filters, setFilters] = useState<TInventoryFilters>({})
  const [mode, setMode] = useState<TFilterMode>('dim')
  return (
    <InventoryGrid
      grid={grid === 'loading' ? undefined : grid}
      filters={filters}
      mode={mode}
      onFilters={setFilters}
      onMode={setMode}
    />
  )
}

/** A tower of `floors` floors of 12 flats, top floor first, as the server answers. */
const tower = (floors: number): TInventoryGrid => ({
  building: { ...GRID.building, floorCount: floors, flatsPerFloor: 12, unitCount: floors * 12 },
  floors: Array.from({ length: floors }, (_, i) => floors - i).map((number) => ({
    number,
    units: Array.from({ length: 12 }, (_, flat) => unit(`T-${number}-${flat + 1}`)),
  })),
})

let restoreSizes = () => {}
// The region measures 540 px: room for about eight floors.
beforeEach(() => {
  restoreSizes = stubLayoutSizes(540)
})
afterEach(() => restoreSizes())

describe('the inventory grid', () => {
  it('draws floors top first with status in words and rupees in Indian grouping', () => {
    renderWithProviders(<Harness />)
    const table = within(screen.getByRole('region', { name: 'Inventory of Tower A' }))
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2', '1'])
    const top = table.getAllByRole('row')[1]!
    expect(top.textContent).toContain('A-201')
    expect(top.textContent).toContain('Booked')
    expect(top.textContent).toContain('₹1,23,45,678')
    expect(screen.getByTestId('inventory-summary').textContent).toContain(
      '2 available, 1 blocked, 1 booked of 4 units shown',
    )
  })

  it('draws its filters and legend before the grid is read, then the table and its choices', () => {
    let answer = (_grid: TInventoryGrid) => {}
    function Read() {
      const [grid, setGrid] = useState<TInventoryGrid | 'loading'>('loading')
      useEffect(() => {
        answer = setGrid
      }, [])
      return <Harness grid={grid} />
    }
    renderWithProviders(<Read />)
    const type = screen.getByRole('combobox', { name: 'Unit type' })
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any type'])
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['✓Available', '◐Blocked', '✕Booked'])
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByTestId('inventory-summary').textContent).toBe('')
    // A filter chosen meanwhile holds when the grid comes.
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'booked' },
    })
    act(() => answer(GRID))
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any type', '2 BHK'])
    expect(screen.getByRole('table').querySelectorAll('[data-matches="true"]')).toHaveLength(1)
    expect(screen.getByTestId('inventory-summary').textContent).toContain(
      '0 available, 0 blocked, 1 booked of 1 units shown',
    )
  })

  it('dims, then hides, what a filter leaves out', () => {
    const { container } = renderWithProviders(<Harness />)
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'available' },
    })
    expect(container.querySelectorAll('[data-matches="false"]')).toHaveLength(2)
    expect(screen.getByTestId('inventory-summary').textContent).toContain('0 blocked, 0 booked')
    fireEvent.change(screen.getByRole('combobox', { name: 'Units not matching' }), {
      target: { value: 'hide' },
    })
    expect(container.querySelectorAll('[data-status]')).toHaveLength(2)
  })

  it('draws only the floors in view of a tall tower, and says where each row is', () => {
    renderWithProviders(<Harness grid={tower(40)} />)
    const table = screen.getByRole('table')
    expect(table.getAttribute('aria-rowcount')).toBe('41')
    const floors = within(table).getAllByRole('rowheader')
    // What fits the 540 px region at a row's estimated height, and four floors beyond.
    expect(floors.length).toBeGreaterThan(8)
    expect(floors.length).toBeLessThan(20)
    expect(floors[0]!.textContent).toBe('40')
    expect(floors[0]!.closest('tr')!.getAttribute('aria-rowindex')).toBe('2')
    // The summary still counts every flat of the tower.
    expect(screen.getByTestId('inventory-summary').textContent).toContain('of 480 units shown')
  })
})
