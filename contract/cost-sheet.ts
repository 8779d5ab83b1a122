import { z } from 'zod'
export { COST_SHEET_READ_SCOPES } from './scopes.ts'
import { toPaise, zAmount, zPercent } from './validators.ts'

/**
 * The cost sheet's one calculation (spec 002 sections 3 and 4, issue 20), used by the PWA's
 * builder as the user types and by the server, which recomputes every amount a booking carries.
 * Money is integer paise and percentages are basis points (hundredths of a percent) all through:
 * a share of an amount is rounded once, half up, to the paisa, so both halves agree to the paisa
 * and no floating-point sum drifts. Decision 0047 records how the spec's formulas are read.
 */

export const COST_SHEET_TYPES = ['TLP', 'CLP', 'COMMON'] as const
export type TCostSheetType = (typeof COST_SHEET_TYPES)[number]

/** A master cost sheet row (spec 002 "Cost sheet row"), amounts in rupees as on the wire. */
export const ZCostSheetRow = z.object({
  _id: z.string(),
  buildingId: z.string(),
  type: z.enum(COST_SHEET_TYPES),
  /** The flat type (BHK) the row prices; null: every type of the building. */
  unitType: z.string().trim().min(1).max(100).nullable(),
  disabled: z.boolean(),
  pricePerSqFt: zAmount,
  /** Per floor level: multiplied by the floor's number (`floorMultiplier`). */
  floorRiseCharges: zAmount,
  viewCharges: zAmount,
  carParking: zAmount,
  infrastructureCharges: zAmount,
  stampDutyPercentage: zPercent,
  registrationFee: zAmount,
  GSTPercentage: zPercent,
  GSTOnInfrastructureCharges: zPercent,
  TDSPercentage: zPercent,
})
export type TCostSheetRow = z.infer<typeof ZCostSheetRow>

/** An amount agreed on top of the flat (club membership, maintenance deposit), with its GST. */
export const ZAdditionalConsideration = z.object({
  label: z.string().trim().min(1).max(100),
  value: zAmount,
  gstPercentage: zPercent,
})
export type TAdditionalConsideration = z.infer<typeof ZAdditionalConsideration>

/** What one flat's cost sheet is calculated from, in paise and basis points. */
export interface CostSheetInput {
  pricePerSqFt: number
  /** Carpet area in hundredths of a square foot (the unit's area has 2 decimals). */
  carpetAreaCentiSqFt: number
  floorRiseCharges: number
  /** The floor's label as a number (`floorMultiplier`). */
  floorMultiplier: number
  viewCharges: number
  carParking: number
  infrastructureCharges: number
  stampDutyBp: number
  registrationFee: number
  gstBp: number
  gstOnInfrastructureBp: number
  tdsBp: number
  additionalConsiderations: readonly { value: number; gstBp: number }[]
}

/** Every derived amount, in paise. */
export interface CostSheetAmounts {
  baseUnitCost: number
  floorRise: number
  flatCost: number
  grossConsiderationValue: number
  stampDuty: number
  gst: number
  gstInfra: number
  registrationFee: number
  grossGovernmentCharges: number
  additionalConsiderations: { value: number; gst: number }[]
  additionalConsiderationsTotal: number
  infrastructureCharges: number
  /** Deducted by the buyer at source and paid to the government: shown, not added to the total. */
  tds: number
  total: number
  /** The carpet area in hundredths of a square foot, as RERA states it. */
  reraCarpetAreaCentiSqFt: number
}

/** `amount × numerator / denominator`, rounded half up to a whole number: exact for any size. */
function share(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator)
  const d = BigInt(denominator)
  return Number((product * 2n + d) / (2n * d))
}

/** A percentage of an amount in paise, to the paisa. */
export function percentOf(amountPaise: number, bp: number): number {
  return share(amountPaise, bp, 10_000)
}

export function calculateCostSheet(input: CostSheetInput): CostSheetAmounts {
  for (const [name, value] of Object.entries(input))
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0))
      throw new RangeError(`${name} must be a whole non-negative number, got ${value}`)
  const baseUnitCost = share(input.pricePerSqFt, input.carpetAreaCentiSqFt, 100)
  const floorRise = input.floorRiseCharges * input.floorMultiplier
  const flatCost = baseUnitCost + floorRise
  const grossConsiderationValue = flatCost + input.viewCharges + input.carParking
  const stampDuty = percentOf(grossConsiderationValue, input.stampDutyBp)
  const gst = percentOf(grossConsiderationValue, input.gstBp)
  const gstInfra = percentOf(input.infrastructureCharges, input.gstOnInfrastructureBp)
  const grossGovernmentCharges = stampDuty + input.registrationFee + gst + gstInfra
  const additionalConsiderations = input.additionalConsiderations.map((item) => ({
    value: item.value,
    gst: percentOf(item.value, item.gstBp),
  }))
  const additionalConsiderationsTotal = additionalConsiderations.reduce(
    (sum, item) => sum + item.value + item.gst,
    0,
  )
  return {
    baseUnitCost,
    floorRise,
    flatCost,
    grossConsiderationValue,
    stampDuty,
    gst,
    gstInfra,
    registrationFee: input.registrationFee,
    grossGovernmentCharges,
    additionalConsiderations,
    additionalConsiderationsTotal,
    infrastructureCharges: input.infrastructureCharges,
    tds: percentOf(grossConsiderationValue, input.tdsBp),
    total:
      grossConsiderationValue +
      input.infrastructureCharges +
      grossGovernmentCharges +
      additionalConsiderationsTotal,
    reraCarpetAreaCentiSqFt: input.carpetAreaCentiSqFt,
  }
}

/**
 * The number a floor's rise is multiplied by: its label's number ("12" → 12, "12th" → 12), else
 * 1 (spec: "default 1"), so the ground floor, a podium or a basement pay one floor's rise.
 */
export function floorMultiplier(label: string | number | null | undefined): number {
  const n = typeof label === 'number' ? label : Number.parseInt(String(label ?? '').trim(), 10)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

/** A percentage with at most 2 decimals as basis points. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100)
}

/** The calculation's input for a master row, a unit's carpet area and floor, and extras. */
export function costSheetInput(
  row: TCostSheetRow,
  unit: { carpetAreaSqFt: number; floorLabel: string | number | null },
  additional: readonly TAdditionalConsideration[] = [],
): CostSheetInput {
  return {
    pricePerSqFt: toPaise(row.pricePerSqFt),
    carpetAreaCentiSqFt: Math.round(unit.carpetAreaSqFt * 100),
    floorRiseCharges: toPaise(row.floorRiseCharges),
    floorMultiplier: floorMultiplier(unit.floorLabel),
    viewCharges: toPaise(row.viewCharges),
    carParking: toPaise(row.carParking),
    infrastructureCharges: toPaise(row.infrastructureCharges),
    stampDutyBp: percentToBp(row.stampDutyPercentage),
    registrationFee: toPaise(row.registrationFee),
    gstBp: percentToBp(row.GSTPercentage),
    gstOnInfrastructureBp: percentToBp(row.GSTOnInfrastructureCharges),
    tdsBp: percentToBp(row.TDSPercentage),
    additionalConsiderations: additional.map((item) => ({
      value: toPaise(item.value),
      gstBp: percentToBp(item.gstPercentage),
    })),
  }
}

/** The amounts a booking carries, which the server recomputes and compares. */
export const COST_SHEET_CHECKED_FIELDS = [
  'baseUnitCost',
  'flatCost',
  'grossConsiderationValue',
  'stampDuty',
  'gst',
  'gstInfra',
  'grossGovernmentCharges',
  'tds',
  'total',
] as const satisfies readonly (keyof CostSheetAmounts)[]

/**
 * The first field whose claimed amount (paise) differs from the calculation's, or null: the
 * server names it in its refusal.
 */
export function firstDifferentAmount(
  claimed: Partial<Record<(typeof COST_SHEET_CHECKED_FIELDS)[number], number>>,
  calculated: CostSheetAmounts,
): { field: (typeof COST_SHEET_CHECKED_FIELDS)[number]; expected: number; got: number } | null {
  for (const field of COST_SHEET_CHECKED_FIELDS) {
    const got = claimed[field]
    if (got === undefined) continue
    if (got !== calculated[field]) return { field, expected: calculated[field], got }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// The calls

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const COST_SHEET_PATHS = {
  /** GET ?projectId=&buildingId=: the master rows; POST ?projectId=: replace a building's rows. */
  list: (slug: string) => `${base(slug)}/cost-sheets`,
  /** POST: a cost sheet shown to a lead, amounts checked; GET ?leadId=: a lead's, newest first. */
  logs: (slug: string) => `${base(slug)}/cost-sheets/logs`,
  /** GET: one cost sheet shown. */
  log: (slug: string, logId: string) => `${base(slug)}/cost-sheets/log/${logId}`,
} as const

export const MAX_COST_SHEET_ROWS = 20
export const MAX_ADDITIONAL_CONSIDERATIONS = 10

export const COST_SHEET_MESSAGES = {
  rowNotFound: 'Cost sheet not found for this building',
  rowDisabled: 'This cost sheet is disabled',
  amountDiffers: 'Amount differs from the cost sheet',
  duplicateRow: 'Only one enabled cost sheet per flat type and plan type',
} as const

export const ZCostSheetQuery = z.object({
  projectId: z.string().min(1),
  buildingId: z.string().min(1).optional(),
})
export type TCostSheetQuery = z.infer<typeof ZCostSheetQuery>

export const ZCostSheetList = z.object({ items: z.array(ZCostSheetRow) })
export type TCostSheetList = z.infer<typeof ZCostSheetList>

export const ZCostSheetRowInput = ZCostSheetRow.omit({ _id: true, buildingId: true })
export type TCostSheetRowInput = z.infer<typeof ZCostSheetRowInput>

/** A building's rows, all at once: what is not listed is removed. */
export const ZCostSheetSave = z
  .object({
    buildingId: z.string().min(1),
    rows: z.array(ZCostSheetRowInput).max(MAX_COST_SHEET_ROWS),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>()
    value.rows.forEach((row, index) => {
      if (row.disabled) return
      const key = `${row.unitType ?? ''}|${row.type}`
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'unitType'],
          message: COST_SHEET_MESSAGES.duplicateRow,
        })
      seen.add(key)
    })
  })
export type TCostSheetSave = z.infer<typeof ZCostSheetSave>

const zPaise = z.number().int().min(0)

/** The amounts a client shows, in paise: the server recomputes each and names one that differs. */
export const ZClaimedAmounts = z.object(
  Object.fromEntries(COST_SHEET_CHECKED_FIELDS.map((field) => [field, zPaise.optional()])) as {
    [K in (typeof COST_SHEET_CHECKED_FIELDS)[number]]: z.ZodOptional<typeof zPaise>
  },
)

export const ZCostSheetAmounts = z.object({
  baseUnitCost: zPaise,
  floorRise: zPaise,
  flatCost: zPaise,
  grossConsiderationValue: zPaise,
  stampDuty: zPaise,
  gst: zPaise,
  gstInfra: zPaise,
  registrationFee: zPaise,
  grossGovernmentCharges: zPaise,
  additionalConsiderations: z.array(z.object({ value: zPaise, gst: zPaise })),
  additionalConsiderationsTotal: zPaise,
  infrastructureCharges: zPaise,
  tds: zPaise,
  total: zPaise,
  reraCarpetAreaCentiSqFt: zPaise,
}) satisfies z.ZodType<CostSheetAmounts>

export const ZCostSheetLogInput = z.object({
  /** Made on the device, so a log queued offline is recorded once. */
  _id: z.uuid(),
  leadId: z.string().min(1),
  unitId: z.string().min(1),
  costSheetId: z.string().min(1),
  additionalConsiderations: z
    .array(ZAdditionalConsideration)
    .max(MAX_ADDITIONAL_CONSIDERATIONS)
    .default([]),
  amounts: ZClaimedAmounts,
})
export type TCostSheetLogInput = z.input<typeof ZCostSheetLogInput>

export const ZCostSheetLog = z.object({
  _id: z.string(),
  leadId: z.string(),
  projectId: z.string(),
  unit: z.object({
    _id: z.string(),
    name: z.string(),
    buildingName: z.string(),
    floorNumber: z.number().int(),
    carpetAreaSqFt: z.number(),
    unitType: z.string(),
  }),
  /** The row as it was when shown: later price changes do not rewrite what the buyer saw. */
  row: ZCostSheetRow,
  additionalConsiderations: z.array(ZAdditionalConsideration),
  amounts: ZCostSheetAmounts,
  createdBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
})
export type TCostSheetLog = z.infer<typeof ZCostSheetLog>

export const ZCostSheetLogQuery = z.object({ leadId: z.string().min(1) })
export const ZCostSheetLogList = z.object({ items: z.array(ZCostSheetLog) })
