import { fileURLToPath } from 'node:url'
import type { TDocumentSnapshot } from '../contract/post-sales.ts'
import {
  buildDemandLetterPdf,
  buildReceiptPdf,
} from '../server/src/modules/ilead/post-sales/documents-pdf.ts'
import { printResults, type BenchResult } from './results.ts'

/**
 * `npm run bench:pdf [runs]`: issue 21's budget, a receipt or a demand letter PDF made on the
 * server in ≤ 500 ms. Each is built `runs` times (20) with pdf-lib as the routes build them, the
 * first one cold (fonts embedded, code compiled); median and worst of each.
 */
const BUDGET_MS = 500

const SNAPSHOT: TDocumentSnapshot = {
  project: {
    name: 'Skyline Heights',
    company: 'Skyline Developers Pvt Ltd',
    address: 'Baner Road, Pune, Maharashtra, 411045',
    reraNo: 'P52100012345',
    gstNumber: '27AABCS1234F1Z5',
    contactNo: '9000000000',
    email: 'sales@skyline.example',
    website: 'https://skyline.example',
  },
  customer: { name: 'Asha Verma', coOwners: ['Rohan Verma'] },
  booking: {
    code: 'BK-2026-000001',
    unitName: 'A-1203',
    buildingName: 'Tower A',
    floorNumber: 12,
    carpetAreaSqFt: 812.5,
    unitType: '2 BHK',
    agreementValuePaise: 1_23_45_678_90,
    planName: 'Construction linked',
    bookedOn: '2026-06-01T05:30:00.000Z',
  },
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function timed(runs: number, make: (i: number) => Promise<Buffer>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const pdf = await make(i)
    times.push(performance.now() - started)
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF')
  }
  return times
}

export async function benchPostSalesPdf(runs = 20): Promise<BenchResult[]> {
  const now = new Date()
  const receipts = await timed(runs, (i) =>
    buildReceiptPdf(
      {
        snapshot: SNAPSHOT,
        paymentCode: `PMT-2026-${String(i).padStart(6, '0')}`,
        milestoneName: 'On plinth',
        mode: 'NEFT',
        referenceNumber: 'UTR1',
        amountPaise: 18_51_851_83,
        additionalChargesPaise: 0,
        gstPaise: 88_183_42,
        basePaise: 17_63_668_41,
        dueDate: '2026-12-01',
        paidOn: '2026-11-21',
      },
      now,
    ),
  )
  const letters = await timed(runs, (i) =>
    buildDemandLetterPdf(
      {
        snapshot: SNAPSHOT,
        letterNo: `DL-2026-${String(i).padStart(6, '0')}`,
        issuedOn: '2026-11-21',
        amountDuePaise: 18_51_851_83,
        dueDate: '2026-12-01',
      },
      now,
    ),
  )
  const results = (name: string, times: number[]): BenchResult[] => [
    { name: `${name}, median of ${runs}`, value: median(times), unit: 'ms', budget: BUDGET_MS },
    { name: `${name}, worst of ${runs}`, value: Math.max(...times), unit: 'ms', budget: BUDGET_MS },
  ]
  return [...results('receipt PDF', receipts), ...results('demand letter PDF', letters)]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(printResults(await benchPostSalesPdf(Number(process.argv[2] ?? 20))) ? 1 : 0)
}
