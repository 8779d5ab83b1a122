import type { costSheetRows } from '../db/schema.ts'
import type { TInventoryRows } from './inventory.ts'

/** Stamp duty on a flat's agreement value, by state (men buyers; some states rebate women). */
const STAMP_DUTY_PERCENT: Record<string, number> = {
  Maharashtra: 6,
  Karnataka: 5,
  Telangana: 6,
  'Tamil Nadu': 7,
}

/**
 * A master cost sheet per flat type of each building: the project's rate for its carpet area
 * (larger flats a little dearer a square foot), a floor rise per floor, covered parking,
 * infrastructure, the state's stamp duty, ₹30,000 registration (Maharashtra's cap), 5 % GST on
 * a flat under construction, 18 % on infrastructure and 1 % TDS (flats over ₹50 lakh).
 */
export function buildCostSheetRows(rows: TInventoryRows): (typeof costSheetRows.$inferInsert)[] {
  const projectOf = new Map(rows.projects.map((p) => [p.id, p]))
  const typesOf = new Map<string, Set<string>>()
  for (const unit of rows.units) {
    const types = typesOf.get(unit.buildingId) ?? new Set<string>()
    types.add(unit.unitType)
    typesOf.set(unit.buildingId, types)
  }
  return rows.buildings.flatMap((building) => {
    const project = projectOf.get(building.projectId)
    const rate = ratePerSqFt(rows, building.id)
    return [...(typesOf.get(building.id) ?? [])].sort().map((unitType, index) => {
      const bhk = Number.parseInt(unitType, 10) || 1
      return {
        id: `${building.id}-cost-${index + 1}`,
        buildingId: building.id,
        unitType,
        type: 'COMMON' as const,
        pricePerSqFt: Math.round((rate * (1 + 0.03 * (bhk - 1))) / 50) * 50,
        floorRiseCharges: 15_000,
        viewCharges: bhk >= 3 ? 2_00_000 : 0,
        carParking: bhk >= 3 ? 6_00_000 : 3_50_000,
        infrastructureCharges: 1_50_000 * bhk,
        stampDutyPercentage: STAMP_DUTY_PERCENT[project?.state ?? ''] ?? 6,
        registrationFee: 30_000,
        gstPercentage: 5,
        gstOnInfrastructurePercentage: 18,
        tdsPercentage: 1,
        sortOrder: index,
      }
    })
  })
}

/** The building's lowest price per square foot of carpet, as the inventory was priced. */
function ratePerSqFt(rows: TInventoryRows, buildingId: string): number {
  let lowest = Number.POSITIVE_INFINITY
  for (const unit of rows.units)
    if (unit.buildingId === buildingId)
      lowest = Math.min(lowest, Number(unit.price) / Number(unit.carpetAreaSqFt))
  return Number.isFinite(lowest) ? Math.round(lowest / 50) * 50 : 10_000
}
