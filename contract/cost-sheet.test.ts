import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ZCostSheetRow,
  calculateCostSheet,
  costSheetInput,
  firstDifferentAmount,
  floorMultiplier,
  percentOf,
  type CostSheetInput,
  type TAdditionalConsideration,
  type TCostSheetRow,
} from './cost-sheet.ts'
import { toPaise } from './validators.ts'

const row = (fields: Partial<TCostSheetRow>): TCostSheetRow => ({
  _id: 'row-1',
  buildingId: 'building-1',
  type: 'COMMON',
  unitType: null,
  disabled: false,
  pricePerSqFt: 0,
  floorRiseCharges: 0,
  viewCharges: 0,
  carParking: 0,
  infrastructureCharges: 0,
  stampDutyPercentage: 0,
  registrationFee: 0,
  GSTPercentage: 0,
  GSTOnInfrastructureCharges: 0,
  TDSPercentage: 0,
  ...fields,
})

const PUNE_TOWER_A = row({
  pricePerSqFt: 8_500,
  floorRiseCharges: 25_000,
  viewCharges: 1_50_000,
  carParking: 3_00_000,
  infrastructureCharges: 2_00_000,
  stampDutyPercentage: 6,
  registrationFee: 30_000,
  GSTPercentage: 5,
  GSTOnInfrastructureCharges: 18,
  TDSPercentage: 1,
})

/**
 * Worked by hand (and again with exact fractions) to the paisa. Amounts in paise; a share is
 * rounded once, half up.
 */
const CASES: {
  name: string
  row: TCostSheetRow
  unit: { carpetAreaSqFt: number; floorLabel: string | number | null }
  additional?: TAdditionalConsideration[]
  expected: Record<string, number>
}[] = [
  {
    // 8,500 × 650 = 55,25,000; rise 25,000 × 7; gross + view + parking = 61,50,000;
    // stamp 6 % 3,69,000, GST 5 % 3,07,500, infra GST 18 % of 2,00,000 = 36,000.
    name: 'round figures on the 7th floor',
    row: PUNE_TOWER_A,
    unit: { carpetAreaSqFt: 650, floorLabel: '7' },
    expected: {
      baseUnitCost: 55_25_000_00,
      floorRise: 1_75_000_00,
      flatCost: 57_00_000_00,
      grossConsiderationValue: 61_50_000_00,
      stampDuty: 3_69_000_00,
      gst: 3_07_500_00,
      gstInfra: 36_000_00,
      grossGovernmentCharges: 7_42_500_00,
      tds: 61_500_00,
      total: 70_92_500_00,
    },
  },
  {
    // 7,333.33 × 712.47 = 52,24,777.6251 → 52,24,777.63; "G" rises as floor 1;
    // 5 % of 54,84,778.13 = 2,74,238.9065 → 2,74,238.91; 18 % of 1,23,456.78 = 22,222.2204.
    name: 'paise that round, on the ground floor',
    row: row({
      pricePerSqFt: 7_333.33,
      floorRiseCharges: 10_000.5,
      carParking: 2_50_000,
      infrastructureCharges: 1_23_456.78,
      stampDutyPercentage: 5,
      registrationFee: 30_000,
      GSTPercentage: 5,
      GSTOnInfrastructureCharges: 18,
      TDSPercentage: 1,
    }),
    unit: { carpetAreaSqFt: 712.47, floorLabel: 'G' },
    expected: {
      baseUnitCost: 5_22_477_763,
      floorRise: 10_00_050,
      flatCost: 52_34_778_13,
      grossConsiderationValue: 54_84_778_13,
      stampDuty: 2_74_238_91,
      gst: 2_74_238_91,
      gstInfra: 22_222_22,
      grossGovernmentCharges: 6_00_700_04,
      tds: 54_847_78,
      total: 62_08_934_95,
    },
  },
  {
    // The first case with a club membership (1,50,000 + 18 % = 27,000) and a deposit of
    // 72,333.33 whose 18 % is 13,019.9994 → 13,020.00.
    name: 'additional considerations with their GST',
    row: PUNE_TOWER_A,
    unit: { carpetAreaSqFt: 650, floorLabel: 7 },
    additional: [
      { label: 'Club membership', value: 1_50_000, gstPercentage: 18 },
      { label: 'Maintenance deposit', value: 72_333.33, gstPercentage: 18 },
    ],
    expected: {
      grossConsiderationValue: 61_50_000_00,
      additionalConsiderationsTotal: 2_62_353_33,
      total: 73_54_853_33,
    },
  },
  {
    // ₹1 × 0.01 sq ft is one paisa; 5 % of it is 0.05 paise, which rounds to nothing.
    name: 'the smallest flat',
    row: row({ pricePerSqFt: 1, stampDutyPercentage: 5, GSTPercentage: 5, TDSPercentage: 5 }),
    unit: { carpetAreaSqFt: 0.01, floorLabel: null },
    expected: { baseUnitCost: 1, stampDuty: 0, gst: 0, tds: 0, total: 1 },
  },
  {
    // 10 paise × 5 % = half a paisa exactly: half up is one paisa, for stamp duty, GST and TDS.
    name: 'an exact half paisa rounds up',
    row: row({ pricePerSqFt: 0.1, stampDutyPercentage: 5, GSTPercentage: 5, TDSPercentage: 5 }),
    unit: { carpetAreaSqFt: 1, floorLabel: '1' },
    expected: { grossConsiderationValue: 10, stampDuty: 1, gst: 1, tds: 1, total: 12 },
  },
  {
    // 45,000 × 4,250.75 = 19,12,83,750; rise 50,000 × 32 = 16,00,000; gross 19,63,83,750;
    // stamp 7 % 1,37,46,862.50; GST 12 % 2,35,66,050; infra GST 2,70,000; total 23,54,96,662.50.
    name: 'a penthouse in crores on the 32nd floor',
    row: row({
      pricePerSqFt: 45_000,
      floorRiseCharges: 50_000,
      viewCharges: 25_00_000,
      carParking: 10_00_000,
      infrastructureCharges: 15_00_000,
      stampDutyPercentage: 7,
      registrationFee: 30_000,
      GSTPercentage: 12,
      GSTOnInfrastructureCharges: 18,
      TDSPercentage: 1,
    }),
    unit: { carpetAreaSqFt: 4_250.75, floorLabel: '32' },
    expected: {
      baseUnitCost: 19_12_83_750_00,
      flatCost: 19_28_83_750_00,
      grossConsiderationValue: 19_63_83_750_00,
      stampDuty: 1_37_46_862_50,
      gst: 2_35_66_050_00,
      gstInfra: 2_70_000_00,
      grossGovernmentCharges: 3_76_12_912_50,
      tds: 19_63_837_50,
      total: 23_54_96_662_50,
    },
  },
]

describe('the cost sheet, worked by hand', () => {
  for (const c of CASES)
    it(c.name, () => {
      const amounts = calculateCostSheet(
        costSheetInput(ZCostSheetRow.parse(c.row), c.unit, c.additional),
      )
      expect(amounts).toMatchObject(c.expected)
    })
})

const paise = (max = 10_00_00_000_00) => fc.integer({ min: 0, max })
const bp = fc.integer({ min: 0, max: 100_00 })
const inputs: fc.Arbitrary<CostSheetInput> = fc.record({
  pricePerSqFt: paise(2_00_000_00),
  carpetAreaCentiSqFt: fc.integer({ min: 1, max: 20_000_00 }),
  floorRiseCharges: paise(1_00_000_00),
  floorMultiplier: fc.integer({ min: 1, max: 120 }),
  viewCharges: paise(),
  carParking: paise(),
  infrastructureCharges: paise(),
  stampDutyBp: bp,
  registrationFee: paise(1_00_000_00),
  gstBp: bp,
  gstOnInfrastructureBp: bp,
  tdsBp: bp,
  additionalConsiderations: fc.array(fc.record({ value: paise(), gstBp: bp }), { maxLength: 4 }),
})

describe('the cost sheet, its invariants', () => {
  it('every amount is a whole, non-negative number of paise', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const amounts = calculateCostSheet(input)
        const numbers = [
          ...Object.values(amounts).filter((v): v is number => typeof v === 'number'),
          ...amounts.additionalConsiderations.flatMap((a) => [a.value, a.gst]),
        ]
        return numbers.every((n) => Number.isSafeInteger(n) && n >= 0)
      }),
    )
  })

  it('the total is its exact value, give or take half a paisa per rounded share', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const a = calculateCostSheet(input)
        // Exact, in ten-thousandths of a paisa: price × area is in hundredths of a paisa.
        const e = (n: number | bigint) => BigInt(n) * 10_000n
        const gross =
          BigInt(input.pricePerSqFt) * BigInt(input.carpetAreaCentiSqFt) * 100n +
          e(input.floorRiseCharges * input.floorMultiplier + input.viewCharges + input.carParking)
        const exact =
          gross +
          e(input.infrastructureCharges + input.registrationFee) +
          (gross * BigInt(input.stampDutyBp + input.gstBp)) / 10_000n +
          BigInt(input.infrastructureCharges) * BigInt(input.gstOnInfrastructureBp) +
          input.additionalConsiderations.reduce(
            (sum, x) => sum + e(x.value) + BigInt(x.value) * BigInt(x.gstBp),
            0n,
          )
        // Rounded shares: base, stamp duty, GST, infra GST and one per consideration, each at
        // most half a paisa; the shares of the rounded base move by at most the same again.
        const rounded = 4 + input.additionalConsiderations.length
        const diff = e(a.total) - exact
        const bound = BigInt(rounded) * 5_000n + 10_000n
        return diff <= bound && -diff <= bound
      }),
    )
  })

  it('TDS is shown, never added: changing it leaves the total as it was', () => {
    fc.assert(
      fc.property(inputs, bp, (input, tdsBp) => {
        return calculateCostSheet(input).total === calculateCostSheet({ ...input, tdsBp }).total
      }),
    )
  })

  it('a dearer square foot never makes a cheaper flat', () => {
    fc.assert(
      fc.property(inputs, paise(1_000_00), (input, more) => {
        const dearer = { ...input, pricePerSqFt: input.pricePerSqFt + more }
        return calculateCostSheet(dearer).total >= calculateCostSheet(input).total
      }),
    )
  })

  it('a percentage of an amount is its exact value rounded half up', () => {
    fc.assert(
      fc.property(paise(), bp, (amount, rate) => {
        const exact = BigInt(amount) * BigInt(rate)
        const got = BigInt(percentOf(amount, rate)) * 10_000n
        return got - exact <= 5_000n && exact - got < 5_000n
      }),
    )
  })

  it('rupees with 2 decimals turn into paise exactly, however large', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (p) => toPaise(p / 100) === p),
    )
  })
})

describe('reading the inputs', () => {
  it('a floor rises by its number, and by one where the label has none', () => {
    expect([floorMultiplier('12'), floorMultiplier('12th'), floorMultiplier(3)]).toEqual([
      12, 12, 3,
    ])
    expect([
      floorMultiplier('G'),
      floorMultiplier('-1'),
      floorMultiplier(null),
      floorMultiplier('0'),
    ]).toEqual([1, 1, 1, 1])
  })

  it('refuses a row with 3 decimals, a negative amount or a percentage over 100, naming the field', () => {
    const result = ZCostSheetRow.safeParse(
      row({ pricePerSqFt: 10.005, carParking: -1, GSTPercentage: 101 }),
    )
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(issues).toEqual({
      pricePerSqFt: 'Only 2 digits are allowed after the decimal point',
      carParking: 'Amount cannot be negative',
      GSTPercentage: 'Percentage cannot be more than 100',
    })
  })

  it('names the first amount a booking claims that the calculation does not give', () => {
    const amounts = calculateCostSheet(
      costSheetInput(PUNE_TOWER_A, { carpetAreaSqFt: 650, floorLabel: 7 }),
    )
    expect(firstDifferentAmount({ total: amounts.total, gst: amounts.gst }, amounts)).toBeNull()
    expect(
      firstDifferentAmount({ gst: amounts.gst + 1, total: amounts.total - 5 }, amounts),
    ).toEqual({
      field: 'gst',
      expected: amounts.gst,
      got: amounts.gst + 1,
    })
  })

  it('refuses a fractional or negative input rather than rounding it silently', () => {
    const input = costSheetInput(PUNE_TOWER_A, { carpetAreaSqFt: 650, floorLabel: 7 })
    expect(() => calculateCostSheet({ ...input, registrationFee: 10.5 })).toThrow(/registrationFee/)
    expect(() => calculateCostSheet({ ...input, viewCharges: -1 })).toThrow(/viewCharges/)
  })
})
