import type { TUnit } from '../../../../contract/buildings.ts'
import type { TCostSheetRow } from '../../../../contract/cost-sheet.ts'

/*
 * The builder's choices (spec 002 "Selected plan": tower, floor, flat, the flat's BHK), worked
 * out on the device from the building's units and master rows, so they work offline.
 */

/** The floors that have flats, lowest first. */
export function floorsOf(units: readonly TUnit[]): number[] {
  return [...new Set(units.map((unit) => unit.floorNumber))].sort((a, b) => a - b)
}

const byName = new Intl.Collator('en', { numeric: true })

/** The flats of one floor in name order (101, 102, … 110), as the inventory grid shows them. */
export function flatsOn(units: readonly TUnit[], floor: number): TUnit[] {
  return units
    .filter((unit) => unit.floorNumber === floor)
    .sort((a, b) => byName.compare(a.name, b.name))
}

/**
 * The master rows that may price a flat: its building's enabled rows for its type; only when
 * there is none, the rows for every type (no flat type). A row for the flat's own type is the
 * more precise price, so it wins over a building-wide one.
 */
export function rowsForFlat(
  rows: readonly TCostSheetRow[],
  flat: Pick<TUnit, 'buildingId' | 'unitType'>,
): TCostSheetRow[] {
  const usable = rows.filter((row) => row.buildingId === flat.buildingId && !row.disabled)
  const own = usable.filter((row) => row.unitType === flat.unitType)
  return own.length > 0 ? own : usable.filter((row) => row.unitType === null)
}

/**
 * The row the builder uses: the one the user chose while it is still a candidate; else the
 * only candidate, chosen for them (spec: "a single cost sheet is auto-selected as flat type");
 * else none, and the user picks among the candidates (one per plan type: TLP, CLP, COMMON).
 */
export function chosenRow(
  candidates: readonly TCostSheetRow[],
  pickedId: string | null,
): TCostSheetRow | null {
  const picked = candidates.find((row) => row._id === pickedId)
  if (picked) return picked
  return candidates.length === 1 ? (candidates[0] ?? null) : null
}
