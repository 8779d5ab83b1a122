import { z } from 'zod'
import { ZPageInfo, ZPageQuery } from './common.ts'
import {
  MAX_AMOUNT,
  VALIDATION_MESSAGES,
  hasAtMostTwoDecimals,
  zName,
  zOptionalText,
  zRequiredText,
} from './validators.ts'
import { BUILDING_MESSAGES } from './messages.ts'
export { BUILDING_MESSAGES, PRICE_RULE_MESSAGES, cannotDeleteBuildingMessage } from './messages.ts'

/**
 * Buildings, units and the inventory grid (spec 002 sections 3 and 7, decision 0042). The
 * paths are the spec's, under the admin-setup service; where the spec names no path
 * (editing a building, a unit) the REST form of the named collection is used.
 */
const base = (slug: string) => `/admin-setup-service/v1/${slug}`
export const BUILDING_PATHS = {
  /** GET ?projectId= (list), POST ?projectId= (create). */
  buildings: (slug: string) => `${base(slug)}/buildings`,
  /** PATCH, DELETE (decision 0051). */
  building: (slug: string, buildingId: string) => `${base(slug)}/buildings/${buildingId}`,
  /** GET ?buildingId= (list), POST (create). */
  units: (slug: string) => `${base(slug)}/units`,
  /** PATCH, DELETE. */
  unit: (slug: string, unitId: string) => `${base(slug)}/units/${unitId}`,
  /** GET: the grid of one building (floors by flats). */
  inventoryUnits: (slug: string, buildingId: string) =>
    `${base(slug)}/buildings/${buildingId}/inventory-units`,
  /** POST: many units' prices at once, all or nothing. */
  pricingBulkUpdate: (slug: string, buildingId: string) =>
    `${base(slug)}/buildings/${buildingId}/pricing-bulk-update`,
  /** GET ?projectId=&buildingId=: counts by status and by type. */
  summary: (slug: string) => `${base(slug)}/summary`,
  /** GET ?projectId=: the unit types a project sells, with how many are available. */
  preferredUnitTypes: (slug: string) => `${base(slug)}/preferred-unit-types`,
} as const

/** Spec 002 section 9: buildings and units lists. */
export const BUILDINGS_LIMIT = 200
export const UNITS_LIMIT = 200
/** Limits the spec leaves unstated (decision 0042). */
export const BUILDING_NAME_MAX = 50
export const UNIT_NAME_MAX = 30
export const MAX_FLOORS = 200
export const MAX_FLATS_PER_FLOOR = 50
export const MAX_BASEMENTS = 10
export const INTERIORS_MAX = 20
export const INTERIOR_TEXT_MAX = 300
export const MAX_AREA_SQFT = 1_000_000

/** Entity-label lists the types come from (spec 002: admin master lists). */
export const BUILDING_ENTITY = 'buildingtype'
export const UNIT_ENTITY = 'unittype'
export const FACING_ENTITY = 'facingtype'
/** The admin master lists the building and unit forms offer (read through `entity-labels`). */
export const SETUP_LABEL_LISTS = [BUILDING_ENTITY, UNIT_ENTITY, FACING_ENTITY] as const
export type TSetupLabelList = (typeof SETUP_LABEL_LISTS)[number]

export const UNIT_STATUSES = ['available', 'blocked', 'booked'] as const
export type TUnitStatus = (typeof UNIT_STATUSES)[number]

export const INTERIOR_ROOMS = ['hall', 'kitchen', 'washroom', 'bedroom'] as const
export type TInteriorRoom = (typeof INTERIOR_ROOMS)[number]

export const BUILDING_ERROR_CODES = {
  cannotDeleteUnit: 'UNIT_ASSIGNED',
  cannotDeleteBuilding: 'BUILDING_ASSIGNED',
  unknownType: 'UNKNOWN_TYPE',
  floorsInUse: 'FLOORS_IN_USE',
  floorFull: 'FLOOR_FULL',
  duplicateName: 'DUPLICATE_NAME',
  unknownUnits: 'UNKNOWN_UNITS',
} as const

const zCount = (max: number) =>
  z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .int(VALIDATION_MESSAGES.invalidNumber)
    .min(0, VALIDATION_MESSAGES.invalidNumber)
    .max(max, VALIDATION_MESSAGES.invalidNumber)

/** An area in sq ft: positive, at most 2 decimals. */
export const zArea = z
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .positive(VALIDATION_MESSAGES.invalidNumber)
  .max(MAX_AREA_SQFT, VALIDATION_MESSAGES.invalidNumber)
  .refine(hasAtMostTwoDecimals, VALIDATION_MESSAGES.tooManyDecimals)

/** A unit's price in rupees: non-negative, at most 2 decimals (paise). */
export const zPrice = z
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .min(0, VALIDATION_MESSAGES.negativeAmount)
  .max(MAX_AMOUNT, VALIDATION_MESSAGES.amountTooLarge)
  .refine(hasAtMostTwoDecimals, VALIDATION_MESSAGES.tooManyDecimals)

const buildingFields = {
  name: zName(BUILDING_NAME_MAX),
  buildingType: zRequiredText(100),
  floorCount: zCount(MAX_FLOORS).min(1, VALIDATION_MESSAGES.invalidNumber),
  flatsPerFloor: zCount(MAX_FLATS_PER_FLOOR).min(1, VALIDATION_MESSAGES.invalidNumber),
  basementFloors: z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .int(VALIDATION_MESSAGES.invalidNumber)
    .max(0, BUILDING_MESSAGES.basementPositive)
    .min(-MAX_BASEMENTS, VALIDATION_MESSAGES.invalidNumber),
  refugeFloors: zCount(MAX_FLOORS),
}

/** Refuge floors are floors of the building: never more than it has. */
export function refugeFits(b: { floorCount?: number; refugeFloors?: number }): boolean {
  return b.floorCount === undefined || b.refugeFloors === undefined
    ? true
    : b.refugeFloors <= b.floorCount
}

export const ZBuildingInput = z
  .object({ ...buildingFields, basementFloors: buildingFields.basementFloors.default(0) })
  .extend({ refugeFloors: buildingFields.refugeFloors.default(0) })
  .refine(refugeFits, { message: BUILDING_MESSAGES.refugeOverFloors, path: ['refugeFloors'] })
export type TBuildingInput = z.input<typeof ZBuildingInput>

/** An edit: any of the fields; the refuge rule is checked again against the stored building. */
export const ZBuildingPatch = z
  .object(buildingFields)
  .partial()
  .refine(refugeFits, { message: BUILDING_MESSAGES.refugeOverFloors, path: ['refugeFloors'] })
export type TBuildingPatch = z.infer<typeof ZBuildingPatch>

export const ZBuilding = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  buildingType: z.string(),
  floorCount: z.number().int(),
  flatsPerFloor: z.number().int(),
  basementFloors: z.number().int(),
  refugeFloors: z.number().int(),
  unitCount: z.number().int(),
})
export type TBuilding = z.infer<typeof ZBuilding>

export const ZBuildingList = z.object({ items: z.array(ZBuilding), pageInfo: ZPageInfo })
export type TBuildingList = z.infer<typeof ZBuildingList>

export const ZBuildingListQuery = ZPageQuery.extend({
  projectId: z.string().min(1),
  limit: z.coerce.number().int().min(1).max(1000).default(BUILDINGS_LIMIT),
})
export const ZProjectQuery = z.object({ projectId: z.string().min(1) })

export const ZInterior = z.object({
  room: z.enum(INTERIOR_ROOMS),
  description: zOptionalText(INTERIOR_TEXT_MAX),
})
export type TInterior = z.infer<typeof ZInterior>

const unitFields = {
  name: zName(UNIT_NAME_MAX),
  unitType: zRequiredText(100),
  facing: zRequiredText(100),
  superBuiltUpArea: zArea,
  builtUpArea: zArea,
  carpetArea: zArea,
  interiors: z.array(ZInterior).max(INTERIORS_MAX, BUILDING_MESSAGES.interiorsTooMany),
  price: zPrice,
}

/** Carpet ≤ built-up ≤ super built-up: each adds walls, then common areas. */
export function areasInOrder(u: {
  carpetArea?: number
  builtUpArea?: number
  superBuiltUpArea?: number
}): boolean {
  const { carpetArea: c, builtUpArea: b, superBuiltUpArea: s } = u
  return (
    (c === undefined || b === undefined || c <= b) && (b === undefined || s === undefined || b <= s)
  )
}

export const ZUnitInput = z
  .object({
    ...unitFields,
    buildingId: z.string().min(1),
    /** 1 is the first floor above ground. */
    floorNumber: z.number().int().min(1).max(MAX_FLOORS),
    interiors: unitFields.interiors.default([]),
    price: unitFields.price.default(0),
  })
  .refine(areasInOrder, { message: BUILDING_MESSAGES.areasOrder, path: ['carpetArea'] })
export type TUnitInput = z.input<typeof ZUnitInput>

export const ZUnitPatch = z
  .object(unitFields)
  .partial()
  .refine(areasInOrder, { message: BUILDING_MESSAGES.areasOrder, path: ['carpetArea'] })
export type TUnitPatch = z.infer<typeof ZUnitPatch>

export const ZUnit = z.object({
  _id: z.string(),
  projectId: z.string(),
  buildingId: z.string(),
  floorNumber: z.number().int(),
  name: z.string(),
  unitType: z.string(),
  facing: z.string(),
  /**
   * The unit's plan: uploaded as its unit plan in the project's content (the one way to give it,
   * decision 0059), answered as that file's address; else an address a unit was given before
   * then; else null.
   */
  planImageUrl: z.string().nullable(),
  superBuiltUpArea: z.number(),
  builtUpArea: z.number(),
  carpetArea: z.number(),
  interiors: z.array(ZInterior),
  price: z.number(),
  status: z.enum(UNIT_STATUSES),
})
export type TUnit = z.infer<typeof ZUnit>

export const ZUnitList = z.object({ items: z.array(ZUnit), pageInfo: ZPageInfo })
export type TUnitList = z.infer<typeof ZUnitList>

export const ZUnitListQuery = ZPageQuery.extend({
  buildingId: z.string().min(1),
  limit: z.coerce.number().int().min(1).max(UNITS_LIMIT).default(UNITS_LIMIT),
})

export const ZDeletedUnit = z.object({ _id: z.string(), deleted: z.literal(true) })
/** A deleted building: what went with it. */
export const ZDeletedBuilding = z.object({
  _id: z.string(),
  deleted: z.literal(true),
  units: z.number().int(),
  parkingBays: z.number().int(),
})
export type TDeletedBuilding = z.infer<typeof ZDeletedBuilding>

// ---------------------------------------------------------------------------------------------
// Inventory

/** One flat of the grid. */
export const ZGridUnit = z.object({
  _id: z.string(),
  name: z.string(),
  unitType: z.string(),
  facing: z.string(),
  status: z.enum(UNIT_STATUSES),
  price: z.number(),
})
export type TGridUnit = z.infer<typeof ZGridUnit>

export const ZGridFloor = z.object({
  number: z.number().int(),
  /** In name order: the flat's column is its place here. */
  units: z.array(ZGridUnit),
})
export type TGridFloor = z.infer<typeof ZGridFloor>

/** A building's inventory: every floor above ground, top floor first. */
export const ZInventoryGrid = z.object({
  building: ZBuilding,
  floors: z.array(ZGridFloor),
})
export type TInventoryGrid = z.infer<typeof ZInventoryGrid>

/** The spec's `inventory-units (query unit)`: optional narrowing by unit type, facing, status. */
export const ZInventoryQuery = z.object({
  unit: z.string().min(1).optional(),
  facing: z.string().min(1).optional(),
  status: z.enum(UNIT_STATUSES).optional(),
})
export type TInventoryQuery = z.infer<typeof ZInventoryQuery>

export const ZSummaryQuery = z.object({
  projectId: z.string().min(1),
  buildingId: z.string().min(1).optional(),
})

export const ZStatusCounts = z.object({
  available: z.number().int(),
  blocked: z.number().int(),
  booked: z.number().int(),
  total: z.number().int(),
})
export type TStatusCounts = z.infer<typeof ZStatusCounts>

export const ZInventorySummary = z.object({
  projectId: z.string(),
  buildingId: z.string().nullable(),
  byStatus: ZStatusCounts,
  byType: z.array(ZStatusCounts.extend({ unitType: z.string() })),
})
export type TInventorySummary = z.infer<typeof ZInventorySummary>

export const ZPreferredUnitTypes = z.object({
  items: z.array(
    z.object({ unitType: z.string(), total: z.number().int(), available: z.number().int() }),
  ),
})
export type TPreferredUnitTypes = z.infer<typeof ZPreferredUnitTypes>

export const PRICING_BULK_MAX = 2000

export const ZPricingBulkUpdate = z.object({
  prices: z
    .array(z.object({ unitId: z.string().min(1), price: zPrice }))
    .min(1, VALIDATION_MESSAGES.required)
    .max(PRICING_BULK_MAX)
    .refine(
      (items) => new Set(items.map((i) => i.unitId)).size === items.length,
      'Each unit may be priced once',
    ),
})
export type TPricingBulkUpdate = z.infer<typeof ZPricingBulkUpdate>

export const ZPricingBulkResult = z.object({
  buildingId: z.string(),
  updated: z.number().int(),
})
