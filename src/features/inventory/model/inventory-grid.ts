import type {
  TGridUnit,
  TInventoryGrid,
  TStatusCounts,
  TUnitStatus,
} from '../../../../contract/buildings.ts'
import { toPaise } from '../../../../contract/validators.ts'

/**
 * Performance entries of the grid (bench/inventory.ts reads them): the mark when a building's
 * grid answer arrives, and the measure from it to the frame after its table is drawn.
 */
export const GRID_ANSWER_MARK = 'inventory:grid-answer'
export const GRID_DRAWN_MEASURE = 'inventory:grid-drawn'

/** What the grid is narrowed to; an absent field is "any". */
export interface TInventoryFilters {
  unitType?: string
  facing?: string
  status?: TUnitStatus
}

/** Whether the others are drawn faded or left out. */
export type TFilterMode = 'dim' | 'hide'

export interface TGridCell {
  unit: TGridUnit
  /** Matches the filters (always, with none). */
  matches: boolean
}

export interface TGridRow {
  floor: number
  /** One a flat, in column order; null where the floor has no such flat (refuge floors). */
  cells: (TGridCell | null)[]
}

export interface TGridModel {
  columns: number
  rows: TGridRow[]
  /** Counts of the units that match, by status, and the rupees (as paise) of those available. */
  counts: TStatusCounts
  availablePaise: number
}

export function matchesFilters(unit: TGridUnit, filters: TInventoryFilters): boolean {
  return (
    (filters.unitType === undefined || unit.unitType === filters.unitType) &&
    (filters.facing === undefined || unit.facing === filters.facing) &&
    (filters.status === undefined || unit.status === filters.status)
  )
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))

/**
 * Floors as rows (top first, as the server sends them) by flats as columns (a floor's units in
 * name order): the flat's column is its place on its floor. With `hide`, rows left without a
 * match are dropped and unmatched cells are emptied; with `dim` they stay, marked.
 */
export function toGridModel(
  grid: TInventoryGrid,
  filters: TInventoryFilters = {},
  mode: TFilterMode = 'dim',
): TGridModel {
  const columns = Math.max(
    grid.building.flatsPerFloor,
    ...grid.floors.map((floor) => floor.units.length),
  )
  const counts: TStatusCounts = { available: 0, blocked: 0, booked: 0, total: 0 }
  let availablePaise = 0
  const rows: TGridRow[] = []
  for (const floor of [...grid.floors].sort((a, b) => b.number - a.number)) {
    const cells: (TGridCell | null)[] = Array.from({ length: columns }, () => null)
    let matched = 0
    floor.units.forEach((unit, column) => {
      const matches = matchesFilters(unit, filters)
      if (matches) {
        matched++
        counts[unit.status]++
        counts.total++
        if (unit.status === 'available') availablePaise += toPaise(unit.price)
      }
      cells[column] = matches || mode === 'dim' ? { unit, matches } : null
    })
    if (mode === 'hide' && matched === 0 && floor.units.length > 0) continue
    rows.push({ floor: floor.number, cells })
  }
  return { columns, rows, counts, availablePaise }
}

/** The choices the filters offer: what the building has, whatever the filters are. */
export interface TGridChoices {
  unitTypes: string[]
  facings: string[]
}

export function gridChoices(grid: TInventoryGrid): TGridChoices {
  const all = grid.floors.flatMap((floor) => floor.units)
  return {
    unitTypes: sorted(all.map((u) => u.unitType)),
    facings: sorted(all.map((u) => u.facing)),
  }
}
