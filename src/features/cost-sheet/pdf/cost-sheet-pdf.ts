/* eslint-disable lingui/no-unlocalized-strings -- the PDF is the buyer's document, always in English (decision 0050): its font is PDF's standard Helvetica, which has no Devanagari */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib'
import { pdfRupees } from '../../../../contract/money.ts'
import { paiseWords } from '../../../lib/format/paise.ts'
import type { TBreakdownKey, TBreakdownLine } from '../model/breakdown.ts'

/** Everything the PDF shows: plain data, so it crosses to the worker as it is. */
export interface TCostSheetPdfData {
  projectName: string
  reraNo: string | null
  /** The logo's bytes (PNG or JPEG) as kept on the device, or null. */
  logo: Uint8Array | null
  tower: string
  floor: number
  flat: string
  unitType: string
  carpetAreaSqFt: number
  planType: string
  lines: TBreakdownLine[]
  totalPaise: number
  /** ISO times: when it was made, and how old the prices it was made from are (offline). */
  madeAt: string
  pricesAsOf: string | null
}

export { pdfRupees }

const LABELS: Record<TBreakdownKey, string> = {
  baseUnitCost: 'Base unit cost',
  floorRise: 'Floor rise',
  flatCost: 'Flat cost',
  viewCharges: 'View charges',
  carParking: 'Car parking',
  grossConsiderationValue: 'Gross consideration value',
  infrastructureCharges: 'Infrastructure charges',
  stampDuty: 'Stamp duty',
  registrationFee: 'Registration fee',
  gst: 'GST',
  gstInfra: 'GST on infrastructure',
  grossGovernmentCharges: 'Government charges',
  additional: 'Additional consideration',
  total: 'Total',
  tds: 'TDS (paid by the buyer to the government, not in the total)',
}

/** What Helvetica cannot draw (a Hindi project name, an emoji) becomes "?", never a failure. */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current)
      current = word
    } else current = next
  }
  if (current) lines.push(current)
  return lines
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null
  // By content, not by name: PNG starts \x89PNG, JPEG \xFF\xD8\xFF.
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return doc.embedPng(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return doc.embedJpg(bytes)
  return null
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.4, 0.4, 0.45)

/** One A4 page: the project (logo, name, RERA number), the flat, the breakdown, the total. */
export async function buildCostSheetPdf(data: TCostSheetPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(winAnsi(`Cost sheet - ${data.projectName} ${data.tower} ${data.flat}`))
  doc.setCreator('SiteOffice')
  const page = doc.addPage([A4.width, A4.height])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const right = A4.width - MARGIN
  let y = A4.height - MARGIN

  const text = (value: string, x: number, size = 10, font = regular, color = INK) =>
    page.drawText(winAnsi(value), { x, y, size, font, color })
  const rightText = (value: string, size = 10, font = regular) =>
    text(value, right - font.widthOfTextAtSize(winAnsi(value), size), size, font)

  const logo = await embedLogo(doc, data.logo)
  let textX = MARGIN
  if (logo) {
    const scaled = logo.scaleToFit(64, 64)
    page.drawImage(logo, { x: MARGIN, y: y - scaled.height, ...scaled })
    textX = MARGIN + 80
  }
  y -= 20
  text(data.projectName, textX, 18, bold)
  y -= 18
  if (data.reraNo) text(`RERA No. ${data.reraNo}`, textX, 10, regular, MUTED)
  y = Math.min(y, A4.height - MARGIN - 64) - 30

  text('Cost sheet', MARGIN, 14, bold)
  y -= 22
  const details: [string, string][] = [
    ['Tower', data.tower],
    ['Floor', String(data.floor)],
    ['Flat', data.flat],
    ['Type (BHK)', data.unitType],
    ['RERA carpet area', `${data.carpetAreaSqFt.toFixed(2)} sq ft`],
    ['Plan type', data.planType],
  ]
  for (const [label, value] of details) {
    text(label, MARGIN, 10, regular, MUTED)
    text(value, MARGIN + 130, 10)
    y -= 15
  }
  y -= 12

  for (const line of data.lines) {
    const font = line.kind === 'line' || line.kind === 'note' ? regular : bold
    const size = line.kind === 'total' ? 12 : 10
    if (line.kind !== 'line' && line.kind !== 'note') {
      page.drawLine({
        start: { x: MARGIN, y: y + size + 3 },
        end: { x: right, y: y + size + 3 },
        thickness: 0.5,
        color: MUTED,
      })
    }
    const label = line.label ? `${LABELS[line.key]}: ${line.label}` : LABELS[line.key]
    text(label, MARGIN, size, font, line.kind === 'note' ? MUTED : INK)
    rightText(pdfRupees(line.paise), size, font)
    y -= line.kind === 'total' ? 22 : 17
  }

  y -= 6
  text('Total in words', MARGIN, 10, bold)
  y -= 15
  const width = right - MARGIN
  for (const part of wrap(`${paiseWords(data.totalPaise, 'en')} only`, regular, 10, width)) {
    text(part, MARGIN, 10)
    y -= 14
  }

  y = MARGIN
  const asOf = data.pricesAsOf ? ` from prices as of ${indiaDate(data.pricesAsOf)}` : ''
  text(
    `Prepared on ${indiaDate(data.madeAt)}${asOf}. Amounts in Indian rupees.`,
    MARGIN,
    8,
    regular,
    MUTED,
  )
  return doc.save()
}
