import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import type { commonDocuments, constructionProgress, postSalesFiles } from '../db/schema.ts'
import { patternPng } from '../modules/admin-setup/content/png.ts'
import { POST_SALES_BUCKET } from '../modules/ilead/post-sales-files/post-sales-files.service.ts'
import { UPLOAD_PART_BYTES, type ObjectStore } from '../object-store.ts'
import { keyOf } from './project-content.ts'
import type { TInventoryRows } from './inventory.ts'

/** Documents every project shares with its buyers; the last two kept but not active. */
const DOCUMENTS = [
  { name: 'Possession handbook', active: true },
  { name: 'Maintenance charges schedule', active: true },
  { name: 'Home loan NOC format', active: true },
  { name: 'Society bye-laws (draft)', active: false },
  { name: 'Fit-out guidelines 2024', active: false },
]
/** Milestones reached, months before today, with how many photos each. */
const MILESTONES = [
  {
    title: 'Excavation and foundation complete',
    description: 'Excavation to 9 m, raft foundation cast and waterproofed.',
    monthsAgo: 14,
    photos: 1,
  },
  {
    title: 'Podium slab cast',
    description: 'Podium and parking levels cast; basement ramps finished.',
    monthsAgo: 9,
    photos: 2,
  },
  {
    title: 'Tenth floor slab',
    description: 'Structure up to the tenth floor; blockwork under way on floors 1 to 6.',
    monthsAgo: 4,
    photos: 2,
  },
  {
    title: 'Sample flat ready for viewing',
    description: 'Fully finished sample flat with fittings, open to buyers on weekends.',
    monthsAgo: 1,
    photos: 1,
  },
]

export interface PostSalesContentRows {
  progress: (typeof constructionProgress.$inferInsert)[]
  files: (typeof postSalesFiles.$inferInsert)[]
  documents: (typeof commonDocuments.$inferInsert)[]
}

async function documentPdf(projectName: string, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595, 842])
  page.drawText(projectName, { x: 56, y: 770, size: 20, font, color: rgb(0.1, 0.2, 0.4) })
  page.drawText(title, { x: 56, y: 736, size: 14, font })
  page.drawText('Shared with the buyers of the project.', { x: 56, y: 700, size: 11, font })
  pdf.setTitle(title)
  // Fixed dates: the same seed writes the same bytes.
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  return Buffer.from(await pdf.save())
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Every demo project's common documents (real PDFs, two inactive) and construction progress
 * (four milestones, each with small generated photos, the later ones on its first building), in
 * the object store's post-sales bucket (decision 0056). Keys derive from the project id.
 */
export async function buildPostSalesContent(
  objects: ObjectStore,
  inventory: TInventoryRows,
  today: Date,
): Promise<PostSalesContentRows> {
  const rows: PostSalesContentRows = { progress: [], files: [], documents: [] }
  for (const project of inventory.projects) {
    const base = { orgId: project.orgId, projectId: project.id! }
    const at = (minutesAgo: number) => new Date(today.getTime() - minutesAgo * 60_000)
    type TFileRow = (typeof rows.files)[number]
    const file = (
      id: string,
      bytes: Buffer,
      o: Pick<TFileRow, 'purpose' | 'fileName' | 'declaredType' | 'fileType' | 'createdAt'> &
        Pick<Partial<TFileRow>, 'progressId'>,
    ): TFileRow => ({
      ...base,
      id,
      status: 'ready' as const,
      size: bytes.length,
      partSize: UPLOAD_PART_BYTES,
      ...o,
    })
    for (const [i, doc] of DOCUMENTS.entries()) {
      const fileId = keyOf(`${project.id}:post-sales:document:${i}`)
      const bytes = await documentPdf(project.name, doc.name)
      await objects.write(POST_SALES_BUCKET, fileId, bytes)
      rows.files.push(
        file(fileId, bytes, {
          purpose: 'commonDocument',
          fileName: `${doc.name}.pdf`,
          declaredType: 'application/pdf',
          fileType: 'pdf',
          createdAt: at(900 - i),
        }),
      )
      rows.documents.push({
        ...base,
        id: keyOf(`${project.id}:common-document:${i}`),
        fileId,
        documentName: doc.name,
        isActive: doc.active,
        createdAt: at(900 - i),
        updatedAt: at(900 - i),
      })
    }
    const firstBuilding = inventory.buildings.find((b) => b.projectId === project.id)
    for (const [i, milestone] of MILESTONES.entries()) {
      const progressId = keyOf(`${project.id}:construction:${i}`)
      const done = new Date(today)
      done.setUTCMonth(done.getUTCMonth() - milestone.monthsAgo)
      rows.progress.push({
        ...base,
        id: progressId,
        buildingId: i >= 2 ? (firstBuilding?.id ?? null) : null,
        title: milestone.title,
        description: milestone.description,
        completionDate: isoDay(done),
        createdAt: done,
      })
      for (let photo = 0; photo < milestone.photos; photo++) {
        const fileId = keyOf(`${project.id}:construction:${i}:photo:${photo}`)
        const bytes = patternPng(fileId, 320, 200)
        await objects.write(POST_SALES_BUCKET, fileId, bytes)
        rows.files.push(
          file(fileId, bytes, {
            purpose: 'constructionMedia',
            fileName: `site-photo-${i + 1}-${photo + 1}.png`,
            declaredType: 'image/png',
            fileType: 'png',
            progressId,
            createdAt: new Date(done.getTime() + photo * 1000),
          }),
        )
      }
    }
  }
  return rows
}
