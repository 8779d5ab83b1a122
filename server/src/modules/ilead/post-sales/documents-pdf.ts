import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import { paiseInWords } from '../../../../../contract/amount-words.ts'
import { pdfRupees } from '../../../../../contract/money.ts'
import type { TDocumentSnapshot } from '../../../../../contract/post-sales.ts'
import { printable, wrap } from '../../../pdf/pdf-text.ts'

/*
 * Receipts and letters as PDFs (decision 0055), made on the server from what the document said
 * when it was issued (its snapshot) and the payment's or letter's own row. Always in English, as
 * the cost sheet's PDF (decision 0050): the standard Helvetica has no Devanagari.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const WIDTH = A4[0] - 2 * MARGIN
const INK = rgb(0.13, 0.15, 0.2)
const MUTED = rgb(0.38, 0.4, 0.45)
const ACCENT = rgb(0.11, 0.35, 0.62)
const RULE = rgb(0.85, 0.87, 0.9)

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** "21 Nov 2026" from an India day (yyyy-MM-dd) or an instant (ISO). */
export function documentDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : indiaDay(new Date(value))
  const [year, month, date] = day.split('-')
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`
}

const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`

type TRow = readonly [label: string, value: string, kind?: 'amount' | 'total' | 'text']

/** One page, written top down: the letterhead, then what the document adds below it. */
class Sheet {
  private y = A4[1] - MARGIN

  private constructor(
    readonly doc: PDFDocument,
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async open(title: string, now: Date): Promise<Sheet> {
    const doc = await PDFDocument.create()
    doc.setTitle(title)
    doc.setProducer('SiteOffice')
    doc.setCreationDate(now)
    doc.setModificationDate(now)
    const regular = await doc.embedFont(StandardFonts.Helvetica)
    const bold = await doc.embedFont(StandardFonts.HelveticaBold)
    return new Sheet(doc, doc.addPage(A4), regular, bold)
  }

  text(value: string, o: { size?: number; bold?: boolean; color?: typeof INK; x?: number } = {}) {
    const size = o.size ?? 10.5
    const font = o.bold ? this.bold : this.regular
    this.page.drawText(printable(font, value), {
      x: o.x ?? MARGIN,
      y: this.y,
      size,
      font,
      color: o.color ?? INK,
    })
  }

  line(value: string, o: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    this.text(value, o)
    this.y -= (o.size ?? 10.5) + 5
  }

  paragraph(value: string) {
    for (const l of wrap(this.regular, printable(this.regular, value), 10.5, WIDTH, 8)) this.line(l)
    this.gap(6)
  }

  /** The amount just shown, in words, as Indian documents write it (spec 000 section 9). */
  inWords(paise: number) {
    this.paragraph(`In words: ${paiseInWords(paise, 'en')} only`)
  }

  gap(points: number) {
    this.y -= points
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.8,
      color: RULE,
    })
    this.gap(14)
  }

  /** Label and value rows; amounts are right-aligned so their figures line up. */
  rows(items: readonly TRow[]) {
    for (const [label, value, kind = 'text'] of items) {
      const strong = kind === 'total'
      this.text(label, { color: strong ? INK : MUTED, bold: strong })
      const font = strong ? this.bold : this.regular
      const shown = printable(font, value)
      const x =
        kind === 'text' ? MARGIN + 190 : A4[0] - MARGIN - font.widthOfTextAtSize(shown, 10.5)
      this.text(value, { x, bold: strong })
      this.gap(17)
    }
    this.gap(4)
  }

  /** The project's letterhead: name, company, address, RERA number, GSTIN and contacts. */
  letterhead(project: TDocumentSnapshot['project']) {
    this.line(project.name, { size: 20, bold: true, color: ACCENT })
    if (project.company) this.line(project.company, { bold: true })
    if (project.address) this.line(project.address, { color: MUTED, size: 9.5 })
    const ids = [
      project.reraNo ? `RERA No. ${project.reraNo}` : null,
      project.gstNumber ? `GSTIN ${project.gstNumber}` : null,
    ].filter(Boolean)
    if (ids.length) this.line(ids.join('   |   '), { color: MUTED, size: 9.5 })
    const contacts = [project.contactNo, project.email, project.website].filter(Boolean)
    if (contacts.length) this.line(contacts.join('   |   '), { color: MUTED, size: 9.5 })
    this.gap(6)
    this.rule()
  }

  title(value: string, number: string, date: string) {
    this.line(value, { size: 15, bold: true })
    this.line(`No. ${number}      Date: ${date}`, { color: MUTED })
    this.gap(8)
  }

  signature(project: TDocumentSnapshot['project']) {
    this.gap(30)
    this.line(`For ${project.company ?? project.name}`, { bold: true })
    this.gap(26)
    this.line('Authorised signatory')
    this.page.drawText(
      printable(this.regular, 'This is a computer-generated document made by SiteOffice.'),
      { x: MARGIN, y: 36, size: 8.5, font: this.regular, color: MUTED },
    )
  }

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save())
  }
}

const flatOf = (b: TDocumentSnapshot['booking']) => `${b.unitName}, ${b.buildingName}`
const buyers = (c: TDocumentSnapshot['customer']) => [c.name, ...c.coOwners].join(', ')

export interface ReceiptContent {
  snapshot: TDocumentSnapshot
  paymentCode: string
  milestoneName: string
  mode: string
  referenceNumber: string
  amountPaise: number
  additionalChargesPaise: number
  gstPaise: number
  basePaise: number
  dueDate: string
  paidOn: string
}

/** A payment's receipt: who paid what, towards which milestone of which flat, and how. */
export async function buildReceiptPdf(r: ReceiptContent, now: Date): Promise<Buffer> {
  const sheet = await Sheet.open(`Receipt ${r.paymentCode}`, now)
  const { project, customer, booking } = r.snapshot
  const received = r.amountPaise + r.additionalChargesPaise
  sheet.letterhead(project)
  sheet.title('PAYMENT RECEIPT', r.paymentCode, documentDate(r.paidOn))
  sheet.paragraph(
    `Received with thanks from ${buyers(customer)} the sum of ${pdfRupees(received)} ` +
      `(${paiseInWords(received, 'en')} only) towards "${r.milestoneName}" of flat ` +
      `${flatOf(booking)} (booking ${booking.code}).`,
  )
  sheet.rows([
    ['Booking ID', booking.code],
    ['Flat', flatOf(booking)],
    ['Milestone', r.milestoneName],
    ['Mode of payment', r.mode],
    ['Reference number', r.referenceNumber || '-'],
    ['Due date', documentDate(r.dueDate)],
    ['Paid on', documentDate(r.paidOn)],
  ])
  sheet.rule()
  sheet.rows([
    ['Base amount', pdfRupees(r.basePaise), 'amount'],
    ['GST', pdfRupees(r.gstPaise), 'amount'],
    ['Amount paid', pdfRupees(r.amountPaise), 'amount'],
    ['Additional charges', pdfRupees(r.additionalChargesPaise), 'amount'],
    ['Total received', pdfRupees(received), 'total'],
  ])
  sheet.inWords(received)
  sheet.signature(project)
  return sheet.bytes()
}

export interface LetterContent {
  snapshot: TDocumentSnapshot
  letterNo: string
  issuedOn: string
  amountDuePaise: number | null
  dueDate: string | null
}

/** The flat allotted to the buyer, with what the sale agreed. */
export async function buildAllotmentLetterPdf(l: LetterContent, now: Date): Promise<Buffer> {
  const sheet = await Sheet.open(`Allotment letter ${l.letterNo}`, now)
  const { project, customer, booking } = l.snapshot
  sheet.letterhead(project)
  sheet.title('ALLOTMENT LETTER', l.letterNo, documentDate(l.issuedOn))
  sheet.line(`To ${buyers(customer)}`, { bold: true })
  sheet.gap(6)
  sheet.paragraph(
    `Dear ${customer.name}, we are pleased to allot you the flat described below in ` +
      `${project.name}${project.reraNo ? ` (RERA No. ${project.reraNo})` : ''}, subject to the ` +
      'terms of the agreement for sale and to payment as per the payment plan.',
  )
  sheet.rows([
    ['Booking ID', booking.code],
    ['Building', booking.buildingName],
    ['Flat', booking.unitName],
    ['Floor', booking.floorNumber === null ? '-' : String(booking.floorNumber)],
    ['Type', booking.unitType ?? '-'],
    [
      'Carpet area (RERA)',
      booking.carpetAreaSqFt === null ? '-' : `${booking.carpetAreaSqFt.toFixed(2)} sq ft`,
    ],
    ['Payment plan', booking.planName ?? '-'],
    ['Booked on', documentDate(booking.bookedOn)],
  ])
  sheet.rule()
  sheet.rows([['Agreement value', pdfRupees(booking.agreementValuePaise), 'total']])
  sheet.inWords(booking.agreementValuePaise)
  sheet.signature(project)
  return sheet.bytes()
}

/** A milestone of the plan is due: how much is asked for, by when. */
export async function buildDemandLetterPdf(l: LetterContent, now: Date): Promise<Buffer> {
  const sheet = await Sheet.open(`Demand letter ${l.letterNo}`, now)
  const { project, customer, booking, milestone } = l.snapshot
  const due = l.dueDate ? documentDate(l.dueDate) : '-'
  sheet.letterhead(project)
  sheet.title('DEMAND LETTER', l.letterNo, documentDate(l.issuedOn))
  sheet.line(`To ${buyers(customer)}`, { bold: true })
  sheet.gap(6)
  sheet.paragraph(
    `Dear ${customer.name}, as per the payment plan${booking.planName ? ` "${booking.planName}"` : ''} ` +
      `of flat ${flatOf(booking)} (booking ${booking.code}), the milestone ` +
      `"${milestone?.name ?? ''}" is now due. Please pay the amount below on or before ${due}, ` +
      `quoting your booking ID, in favour of ${project.company ?? project.name}.`,
  )
  sheet.rows([
    ['Agreement value', pdfRupees(booking.agreementValuePaise), 'amount'],
    [
      `Milestone (${milestone ? percent(milestone.shareBp) : '-'})`,
      pdfRupees(milestone?.amountPaise ?? 0),
      'amount',
    ],
    ['Received so far', pdfRupees(milestone?.paidPaise ?? 0), 'amount'],
    ['Amount due', pdfRupees(l.amountDuePaise ?? 0), 'total'],
  ])
  sheet.inWords(l.amountDuePaise ?? 0)
  sheet.rows([['Due date', due]])
  sheet.signature(project)
  return sheet.bytes()
}
