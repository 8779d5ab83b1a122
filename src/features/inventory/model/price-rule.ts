import { z } from 'zod'
import {
  PRICE_RULE_MESSAGES,
  PRICING_BULK_MAX,
  type TInventoryGrid,
  type TPricingBulkUpdate,
  type TUnitStatus,
} from '../../../../contract/buildings.ts'
import { toPaise } from '../../../../contract/validators.ts'
import {
  hasAtMostTwoDecimals,
  MAX_AMOUNT,
  VALIDATION_MESSAGES,
} from '../../../../contract/validators.ts'
import type { TFormCheck } from '../../../components/ui/form-field-resolver.ts'

/**
 * A bulk price change as the user words it: which units (a type, a floor range, only the
 * available ones) and how their price changes (a new price, a change in rupees, a change in
 * per cent; a negative change lowers it). The server takes each unit's new price
 * (`pricing-bulk-update`), so the device turns the rule into that list over the building's grid.
 */
export const PRICE_CHANGES = ['set', 'add', 'percent'] as const
export type TPriceChange = (typeof PRICE_CHANGES)[number]

/** The form's values, as typed (numbers arrive as text so an empty box is "any"). */
export interface TPriceRuleValues {
  unitType: string
  floorFrom: string
  floorTo: string
  onlyAvailable: boolean
  change: TPriceChange
  amount: string
}

export interface TPriceChangeRow {
  unitId: string
  name: string
  floor: number
  status: TUnitStatus
  fromPaise: number
  toPaise: number
}

export interface TPricePreview {
  /** The units whose price changes, top floor first as the grid shows them. */
  rows: TPriceChangeRow[]
  body: TPricingBulkUpdate
}

const zFloor = z.coerce
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .int(VALIDATION_MESSAGES.invalidNumber)
  .min(1, VALIDATION_MESSAGES.invalidNumber)

/** Rupees with at most 2 decimals; negative only where the change may lower a price. */
const zRupees = (min: number) =>
  z.coerce
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .min(min, VALIDATION_MESSAGES.negativeAmount)
    .max(MAX_AMOUNT, VALIDATION_MESSAGES.amountTooLarge)
    .refine(hasAtMostTwoDecimals, VALIDATION_MESSAGES.tooManyDecimals)

/** Half away from zero, exactly, on integers of any size: paise never pass through a float. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n
  return numerator >= 0n ? (numerator + half) / denominator : (numerator - half) / denominator
}

/** The new price in paise, or null where it would fall below zero. */
export function changedPaise(paise: number, change: TPriceChange, amount: number): number | null {
  let next: number
  if (change === 'set') next = toPaise(amount)
  else if (change === 'add') next = paise + toPaise(amount)
  else {
    // Per cent with up to 2 decimals: hundredths of a per cent, so the product is an integer.
    const hundredths = BigInt(Math.round(amount * 100))
    next = Number(divideRounded(BigInt(paise) * (10000n + hundredths), 10000n))
  }
  return next < 0 ? null : next
}

const text = (value: string) => value.trim()

/** Reads one number field: empty is "any" (null), else the schema's value or its problem. */
function readNumber<T>(schema: z.ZodType<T>, value: string) {
  if (text(value) === '') return { ok: true as const, value: null }
  const parsed = schema.safeParse(text(value))
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : {
        ok: false as const,
        message: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.invalidNumber,
      }
}

/**
 * The rule over the grid: each matching unit's new price, only those that change, or the
 * problems by field. The body is the contract's, parsed by its own schema on the server.
 */
export function previewPrices(
  grid: TInventoryGrid,
  values: TPriceRuleValues,
): { ok: true; preview: TPricePreview } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const from = readNumber(zFloor, values.floorFrom)
  const to = readNumber(zFloor, values.floorTo)
  if (!from.ok) errors.floorFrom = from.message
  if (!to.ok) errors.floorTo = to.message
  if (from.ok && to.ok && from.value !== null && to.value !== null && from.value > to.value)
    errors.floorTo = PRICE_RULE_MESSAGES.floorsOrder
  const amountSchema =
    values.change === 'percent'
      ? zRupees(-100).refine((n) => n <= 1000, PRICE_RULE_MESSAGES.percentRange)
      : zRupees(values.change === 'add' ? -MAX_AMOUNT : 0)
  const amount = text(values.amount) === '' ? null : amountSchema.safeParse(text(values.amount))
  if (amount === null) errors.amount = VALIDATION_MESSAGES.required
  else if (!amount.success)
    errors.amount = amount.error.issues[0]?.message ?? VALIDATION_MESSAGES.invalidNumber
  if (Object.keys(errors).length > 0 || !amount?.success || !from.ok || !to.ok)
    return { ok: false, errors }

  const rows: TPriceChangeRow[] = []
  let matched = 0
  for (const floor of grid.floors) {
    if (from.value !== null && floor.number < from.value) continue
    if (to.value !== null && floor.number > to.value) continue
    for (const unit of floor.units) {
      if (values.unitType && unit.unitType !== values.unitType) continue
      if (values.onlyAvailable && unit.status !== 'available') continue
      matched++
      const before = toPaise(unit.price)
      const after = changedPaise(before, values.change, amount.data)
      if (after === null) return { ok: false, errors: { amount: PRICE_RULE_MESSAGES.belowZero } }
      if (after === before) continue
      rows.push({
        unitId: unit._id,
        name: unit.name,
        floor: floor.number,
        status: unit.status,
        fromPaise: before,
        toPaise: after,
      })
    }
  }
  if (matched === 0) return { ok: false, errors: { unitType: PRICE_RULE_MESSAGES.noUnits } }
  if (rows.length === 0) return { ok: false, errors: { amount: PRICE_RULE_MESSAGES.noChange } }
  if (rows.length > PRICING_BULK_MAX)
    return { ok: false, errors: { unitType: PRICE_RULE_MESSAGES.tooMany } }
  rows.sort((a, b) => b.floor - a.floor)
  return {
    ok: true,
    preview: {
      rows,
      body: { prices: rows.map((r) => ({ unitId: r.unitId, price: r.toPaise / 100 })) },
    },
  }
}

/** The form's check (decision 0022): the preview is the body the submit handler receives. */
export const priceRuleCheck =
  (grid: TInventoryGrid): TFormCheck<TPriceRuleValues, TPricePreview> =>
  (values) => {
    const result = previewPrices(grid, values)
    return result.ok ? { ok: true, body: result.preview } : result
  }

export const EMPTY_PRICE_RULE: TPriceRuleValues = {
  unitType: '',
  floorFrom: '',
  floorTo: '',
  onlyAvailable: true,
  change: 'set',
  amount: '',
}
