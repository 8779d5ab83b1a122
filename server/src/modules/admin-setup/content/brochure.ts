import { PDFDocument, StandardFonts, rgb, type PDFImage, type PDFPage } from 'pdf-lib'
import { detectFileType } from '../../../../../contract/validators.ts'
import { printable, wrap } from '../../../pdf/pdf-text.ts'

/** What a brochure is made from: the project and its chosen content, images as stored bytes. */
export interface BrochureContent {
  projectName: string
  reraNo: string | null
  company: string | null
  city: string | null
  website: string | null
  contactNo: string | null
  logo: Buffer | null
  /** Selected creatives, the master plan and unit plans, in that order. */
  pictures: { label: string; bytes: Buffer }[]
  amenities: { name: string; image: Buffer | null }[]
  pastProjects: { name: string; city: string; completionYear: number; description: string }[]
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const INK = rgb(0.13, 0.15, 0.2)
const MUTED = rgb(0.38, 0.4, 0.45)
const ACCENT = rgb(0.11, 0.35, 0.62)

async function embed(doc: PDFDocument, bytes: Buffer | null): Promise<PDFImage | null> {
  if (!bytes) return null
  const type = detectFileType(bytes.subarray(0, 16))
  if (type === 'png') return doc.embedPng(bytes)
  if (type === 'jpeg') return doc.embedJpg(bytes)
  return null
}

/** Draws the image inside the box, keeping its proportions, centred. */
function drawFitted(
  page: PDFPage,
  image: PDFImage,
  box: { x: number; y: number; w: number; h: number },
) {
  const scale = Math.min(box.w / image.width, box.h / image.height)
  const w = image.width * scale
  const h = image.height * scale
  page.drawImage(image, {
    x: box.x + (box.w - w) / 2,
    y: box.y + (box.h - h) / 2,
    width: w,
    height: h,
  })
}

/**
 * The brochure as a PDF: a cover (logo, name, RERA number, company), a page a picture, a page
 * of amenities and one of past projects, each footed with the RERA number as the law asks of
 * an advertisement.
 */
export async function buildBrochurePdf(content: BrochureContent, now: Date): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${content.projectName} brochure`)
  doc.setProducer('SiteOffice')
  doc.setCreationDate(now)
  doc.setModificationDate(now)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const text = (
    page: PDFPage,
    s: string,
    x: number,
    y: number,
    size: number,
    font = regular,
    color = INK,
  ) => page.drawText(printable(font, s), { x, y, size, font, color })
  const footer = (page: PDFPage) => {
    const rera = content.reraNo ? `RERA No. ${content.reraNo}` : 'RERA registration pending'
    text(page, `${content.projectName}  |  ${rera}`, MARGIN, 28, 9, regular, MUTED)
  }

  // Cover
  const cover = doc.addPage(A4)
  const [w, h] = A4
  cover.drawRectangle({ x: 0, y: h - 260, width: w, height: 260, color: ACCENT })
  const logo = await embed(doc, content.logo)
  if (logo) drawFitted(cover, logo, { x: MARGIN, y: h - 200, w: 140, h: 140 })
  text(cover, content.projectName, MARGIN, h - 320, 30, bold)
  let y = h - 350
  for (const line of [content.city, content.company, content.website, content.contactNo]) {
    if (!line) continue
    text(cover, line, MARGIN, y, 13, regular, MUTED)
    y -= 20
  }
  if (content.reraNo) text(cover, `RERA No. ${content.reraNo}`, MARGIN, y - 10, 14, bold, ACCENT)
  const firstPicture = await embed(doc, content.pictures[0]?.bytes ?? null)
  if (firstPicture)
    drawFitted(cover, firstPicture, { x: MARGIN, y: 70, w: w - 2 * MARGIN, h: y - 110 })
  footer(cover)

  // One page a picture: creatives, master plan, unit plans.
  for (const picture of content.pictures) {
    const image = await embed(doc, picture.bytes)
    if (!image) continue
    const page = doc.addPage(A4)
    text(page, picture.label, MARGIN, h - MARGIN - 20, 20, bold)
    drawFitted(page, image, { x: MARGIN, y: 70, w: w - 2 * MARGIN, h: h - 2 * MARGIN - 80 })
    footer(page)
  }

  if (content.amenities.length) {
    const page = doc.addPage(A4)
    text(page, 'Amenities', MARGIN, h - MARGIN - 20, 22, bold)
    const cellW = (w - 2 * MARGIN - 20) / 2
    for (const [i, amenity] of content.amenities.entries()) {
      const x = MARGIN + (i % 2) * (cellW + 20)
      const top = h - MARGIN - 60 - Math.floor(i / 2) * 330
      const image = await embed(doc, amenity.image)
      if (image) drawFitted(page, image, { x, y: top - 260, w: cellW, h: 250 })
      else
        page.drawRectangle({
          x,
          y: top - 260,
          width: cellW,
          height: 250,
          color: rgb(0.93, 0.94, 0.96),
        })
      text(page, amenity.name, x, top - 285, 14, bold)
    }
    footer(page)
  }

  if (content.pastProjects.length) {
    const page = doc.addPage(A4)
    text(page, 'Our past projects', MARGIN, h - MARGIN - 20, 22, bold)
    let top = h - MARGIN - 70
    for (const past of content.pastProjects) {
      text(page, past.name, MARGIN, top, 15, bold)
      text(
        page,
        `${past.city}, completed ${past.completionYear}`,
        MARGIN,
        top - 18,
        11,
        regular,
        MUTED,
      )
      let line = top - 36
      for (const l of wrap(regular, printable(regular, past.description), 11, w - 2 * MARGIN, 3)) {
        text(page, l, MARGIN, line, 11)
        line -= 14
      }
      top = line - 20
    }
    footer(page)
  }
  return Buffer.from(await doc.save())
}
