import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, type PDFRawStream, type PDFStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { calculateCostSheet, type CostSheetInput } from '../../../../contract/cost-sheet.ts'
import { breakdownLines } from '../model/breakdown.ts'
import { buildCostSheetPdf, pdfRupees, winAnsi, type TCostSheetPdfData } from './cost-sheet-pdf.ts'

/** The text the page draws: pdf-lib writes each run as a hex string in a deflated stream. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const contents = doc.getPage(0).node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
  return streams
    .map((ref) => doc.context.lookup(ref as never) as PDFStream)
    .map((stream) => inflateSync((stream as PDFRawStream).getContents()).toString('latin1'))
    .join('\n')
    .match(/<([0-9A-Fa-f]*)> Tj/g)!
    .map((run) => Buffer.from(run.slice(1, run.indexOf('>')), 'hex').toString('latin1'))
    .join('\n')
}

const input: CostSheetInput = {
  pricePerSqFt: 10_000_00,
  carpetAreaCentiSqFt: 800_00,
  floorRiseCharges: 50_000_00,
  floorMultiplier: 3,
  viewCharges: 1_00_000_00,
  carParking: 3_00_000_00,
  infrastructureCharges: 2_00_000_00,
  stampDutyBp: 600,
  registrationFee: 30_000_00,
  gstBp: 500,
  gstOnInfrastructureBp: 1800,
  tdsBp: 100,
  additionalConsiderations: [],
}

describe('the cost sheet PDF', () => {
  it('holds the project, the flat, every amount and the total in figures and words', async () => {
    const amounts = calculateCostSheet(input)
    const data: TCostSheetPdfData = {
      projectName: 'Sharma Riverside',
      reraNo: 'P52100012345',
      logo: null,
      tower: 'Tower A',
      floor: 3,
      flat: '301',
      unitType: '2 BHK',
      carpetAreaSqFt: 800,
      planType: 'TLP',
      lines: breakdownLines(input, amounts),
      totalPaise: amounts.total,
      madeAt: '2026-11-25T10:00:00.000Z',
      pricesAsOf: null,
    }
    const bytes = await buildCostSheetPdf(data)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pageText(bytes)
    // 80,00,000 + 1,50,000 + 1,00,000 + 3,00,000 = 85,50,000 gross; + 2,00,000 infrastructure;
    // government: 5,13,000 stamp duty + 30,000 + 4,27,500 GST + 36,000 = 10,06,500.
    expect(amounts.total).toBe(97_56_500_00)
    expect(text).toContain('Rs. 97,56,500.00')
    expect(text).toContain('Ninety Seven Lakh Fifty Six Thousand Five Hundred Rupees only')
    expect(text).toContain('RERA No. P52100012345')
    expect(text).toContain('Sharma Riverside')
  })

  it('writes rupees the way Helvetica can, and replaces what it cannot draw', () => {
    expect(pdfRupees(1_23_45_678_90)).toBe('Rs. 1,23,45,678.90')
    expect(winAnsi('शर्मा Towers')).toBe('????? Towers')
  })
})
