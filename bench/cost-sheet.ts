import { fileURLToPath } from 'node:url'
import {
  calculateCostSheet,
  costSheetInput,
  type TAdditionalConsideration,
  type TCostSheetRow,
} from '../contract/cost-sheet.ts'
import { breakdownLines } from '../src/features/cost-sheet/model/breakdown.ts'
import { buildCostSheetPdf } from '../src/features/cost-sheet/pdf/cost-sheet-pdf.ts'
import { paiseWords } from '../src/lib/format/paise.ts'
import { printResults, type BenchResult } from './results.ts'

/**
 * `npm run bench:cost-sheet [changes] [pdfs]`: the cost sheet's two budgets (issue 20).
 * - Recalculating on a change (what the builder does on each keystroke: the input from the
 *   row, the flat and the typed extras, the calculation, the breakdown's lines and the total in
 *   words): median and worst of 1,000 changes, each ≤ 16 ms (one frame).
 * - Building the PDF (pdf-lib, one A4 page with the breakdown): median and worst of 20, the
 *   first one cold, ≤ 1.5 s. Measured in Node: pdf-lib is plain JavaScript with no browser API,
 *   so it runs the same code here as in the browser's worker; Node on this machine is, if
 *   anything, slower to start it than Chromium's warmed worker.
 */

const ROW: TCostSheetRow = {
  _id: 'row',
  buildingId: 'b',
  type: 'COMMON',
  unitType: '3 BHK',
  disabled: false,
  pricePerSqFt: 18_450,
  floorRiseCharges: 15_000,
  viewCharges: 2_00_000,
  carParking: 6_00_000,
  infrastructureCharges: 4_50_000,
  stampDutyPercentage: 6,
  registrationFee: 30_000,
  GSTPercentage: 5,
  GSTOnInfrastructureCharges: 18,
  TDSPercentage: 1,
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

export async function benchCostSheet(changes = 1_000, pdfs = 20): Promise<BenchResult[]> {
  const times: number[] = []
  for (let i = 0; i < changes; i++) {
    // A keystroke in an additional consideration's amount: a new value each time.
    const extras: TAdditionalConsideration[] = [
      { label: 'Club membership', value: 1_00_000 + i, gstPercentage: 18 },
      { label: 'Maintenance deposit', value: 50_000 + (i % 97), gstPercentage: 0 },
    ]
    const started = performance.now()
    const input = costSheetInput(ROW, { carpetAreaSqFt: 1234.56, floorLabel: 12 }, extras)
    const amounts = calculateCostSheet(input)
    breakdownLines(input, amounts, ['Club membership', 'Maintenance deposit'])
    paiseWords(amounts.total, i % 2 ? 'hi' : 'en')
    times.push(performance.now() - started)
  }
  const input = costSheetInput(ROW, { carpetAreaSqFt: 1234.56, floorLabel: 12 })
  const amounts = calculateCostSheet(input)
  const pdfTimes: number[] = []
  for (let i = 0; i < pdfs; i++) {
    const started = performance.now()
    await buildCostSheetPdf({
      projectName: 'Sharma Riverside',
      reraNo: 'P52100012345',
      logo: null,
      tower: 'Tower A',
      floor: 12,
      flat: '1203',
      unitType: '3 BHK',
      carpetAreaSqFt: 1234.56,
      planType: 'COMMON',
      lines: breakdownLines(input, amounts),
      totalPaise: amounts.total,
      madeAt: new Date().toISOString(),
      pricesAsOf: null,
    })
    pdfTimes.push(performance.now() - started)
  }
  return [
    {
      name: `cost sheet recalculation, median of ${changes}`,
      value: median(times),
      unit: 'ms',
      budget: 16,
    },
    {
      name: `cost sheet recalculation, worst of ${changes}`,
      value: Math.max(...times),
      unit: 'ms',
      budget: 16,
    },
    {
      name: `cost sheet PDF (Node), median of ${pdfs}`,
      value: median(pdfTimes),
      unit: 'ms',
      budget: 1500,
    },
    {
      name: `cost sheet PDF (Node), worst of ${pdfs}`,
      value: Math.max(...pdfTimes),
      unit: 'ms',
      budget: 1500,
    },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [changes, pdfs] = process.argv.slice(2).map(Number)
  const results = await benchCostSheet(changes || undefined, pdfs || undefined)
  process.exit(printResults(results, 3) ? 1 : 0)
}
