import { z } from 'zod'
import { VALIDATION_MESSAGES, tooLongMessage } from './validators.ts'
import { PARKING_MESSAGES } from './messages.ts'
export { PARKING_MESSAGES } from './messages.ts'

/**
 * Parking (spec 002: level, bay, building, totals, car and bike name sequences, covered or
 * uncovered; decision 0045). The spec names no path: the collection is `parkings` under the
 * admin-setup service, with the project in the query as for buildings (decision 0042).
 */
const base = (slug: string) => `/admin-setup-service/v1/${slug}`
export const PARKING_PATHS = {
  /** GET ?projectId=: every building's bays and totals. POST ?projectId=: add sequences. */
  parkings: (slug: string) => `${base(slug)}/parkings`,
  /** DELETE one bay. */
  parking: (slug: string, parkingId: string) => `${base(slug)}/parkings/${parkingId}`,
} as const

export const VEHICLES = ['car', 'bike'] as const
export type TVehicle = (typeof VEHICLES)[number]

/** Limits the spec leaves unstated (decision 0045). */
export const BAY_PREFIX_MAX = 10
export const BAY_START_MAX = 99_999
export const BAYS_PER_SEQUENCE_MAX = 500
export const BAYS_PER_BUILDING_MAX = 5_000
/** Levels: basements are negative, ground is 0, podium levels count up like floors. */
export const PARKING_LEVEL_MIN = -10
export const PARKING_LEVEL_MAX = 200
/** Bay numbers are padded to this many digits: C-001, C-002 … C-120. */
export const BAY_NUMBER_DIGITS = 3

export const PARKING_ERROR_CODES = {
  assigned: 'PARKING_ASSIGNED',
  duplicateBays: 'DUPLICATE_BAYS',
  levelOutOfRange: 'LEVEL_OUT_OF_RANGE',
  tooManyBays: 'TOO_MANY_BAYS',
} as const

const zWhole = (min: number, max: number) =>
  z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .int(VALIDATION_MESSAGES.invalidNumber)
    .min(min, VALIDATION_MESSAGES.invalidNumber)
    .max(max, VALIDATION_MESSAGES.invalidNumber)

/** A name sequence: prefix, first number, how many bays ("C-", 1, 3: C-001, C-002, C-003). */
export const ZBaySequence = z.object({
  prefix: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(BAY_PREFIX_MAX, tooLongMessage(BAY_PREFIX_MAX))
    .regex(/^[A-Za-z0-9-]+$/, PARKING_MESSAGES.prefixCharacters),
  start: zWhole(1, BAY_START_MAX),
  total: zWhole(0, BAYS_PER_SEQUENCE_MAX),
})
export type TBaySequence = z.infer<typeof ZBaySequence>

/** The bay names a sequence makes, in order. */
export function bayNames(sequence: TBaySequence): string[] {
  return Array.from(
    { length: sequence.total },
    (_, i) => `${sequence.prefix}${String(sequence.start + i).padStart(BAY_NUMBER_DIGITS, '0')}`,
  )
}

const distinctNames = (input: { car: TBaySequence; bike: TBaySequence }) => {
  const car = new Set(bayNames(input.car).map((n) => n.toUpperCase()))
  return !bayNames(input.bike).some((n) => car.has(n.toUpperCase()))
}

/** Bays added at once on one level of one building, covered or not: a car and a bike sequence. */
export const ZParkingSequenceInput = z
  .object({
    buildingId: z.string().min(1, VALIDATION_MESSAGES.required),
    level: zWhole(PARKING_LEVEL_MIN, PARKING_LEVEL_MAX),
    covered: z.boolean(),
    car: ZBaySequence,
    bike: ZBaySequence,
  })
  .refine((i) => i.car.total + i.bike.total > 0, {
    message: PARKING_MESSAGES.noBays,
    path: ['car', 'total'],
  })
  .refine(distinctNames, { message: PARKING_MESSAGES.sameNames, path: ['bike', 'prefix'] })
export type TParkingSequenceInput = z.infer<typeof ZParkingSequenceInput>

export const ZParkingQuery = z.object({ projectId: z.string().min(1) })

export const ZParkingBay = z.object({
  _id: z.string(),
  buildingId: z.string(),
  level: z.number().int(),
  bay: z.string(),
  vehicle: z.enum(VEHICLES),
  covered: z.boolean(),
  /** The unit the bay is allotted to; such a bay cannot be deleted. */
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
})
export type TParkingBay = z.infer<typeof ZParkingBay>

const ZCoverCounts = z.object({ covered: z.number().int(), uncovered: z.number().int() })
export const ZParkingTotals = z.object({
  car: ZCoverCounts,
  bike: ZCoverCounts,
  total: z.number().int(),
  /** Bays allotted to units. */
  assigned: z.number().int(),
})
export type TParkingTotals = z.infer<typeof ZParkingTotals>

export const ZParkingBuilding = z.object({
  _id: z.string(),
  name: z.string(),
  /** The levels a bay may be on: basementFloors (0 or negative) to floorCount. */
  basementFloors: z.number().int(),
  floorCount: z.number().int(),
  totals: ZParkingTotals,
  /** By level (lowest first), vehicle, then bay name. */
  bays: z.array(ZParkingBay),
})
export type TParkingBuilding = z.infer<typeof ZParkingBuilding>

export const ZParkingList = z.object({
  projectId: z.string(),
  totals: ZParkingTotals,
  buildings: z.array(ZParkingBuilding),
})
export type TParkingList = z.infer<typeof ZParkingList>

export const ZParkingAdded = z.object({ added: z.number().int(), bays: z.array(z.string()) })
export const ZDeletedParking = z.object({ _id: z.string(), deleted: z.literal(true) })

/** Totals of some bays: the screen's and the server's one count. */
export function parkingTotals(
  bays: readonly { vehicle: TVehicle; covered: boolean; unitId: string | null }[],
): TParkingTotals {
  const totals: TParkingTotals = {
    car: { covered: 0, uncovered: 0 },
    bike: { covered: 0, uncovered: 0 },
    total: bays.length,
    assigned: 0,
  }
  for (const b of bays) {
    totals[b.vehicle][b.covered ? 'covered' : 'uncovered'] += 1
    if (b.unitId) totals.assigned += 1
  }
  return totals
}

/** Adds totals (the project's from its buildings'). */
export function sumTotals(list: readonly TParkingTotals[]): TParkingTotals {
  const sum = parkingTotals([])
  for (const t of list) {
    for (const v of VEHICLES) {
      sum[v].covered += t[v].covered
      sum[v].uncovered += t[v].uncovered
    }
    sum.total += t.total
    sum.assigned += t.assigned
  }
  return sum
}
