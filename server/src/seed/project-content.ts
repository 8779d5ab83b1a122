import { createHash } from 'node:crypto'
import type { projectAmenities, projectContentFiles, projectPastProjects } from '../db/schema.ts'
import { unitPlanLabel } from '../../../contract/project-content.ts'
import { buildBrochurePdf } from '../modules/admin-setup/content/brochure.ts'
import { patternPng } from '../modules/admin-setup/content/png.ts'
import type { ObjectStore } from '../object-store.ts'
import type { TInventoryRows } from './inventory.ts'

const BUCKET = 'project-content'
const CREATIVES = ['Entrance view', 'Clubhouse at dusk', 'Sample flat living room', 'Aerial view']
const AMENITIES = [
  'Swimming pool',
  'Gymnasium',
  'Clubhouse',
  "Children's play area",
  'Jogging track',
  'Landscaped garden',
]
const PAST = [
  {
    name: 'Green Meadows',
    city: 'Pune',
    completionYear: 2019,
    description: '240 homes in three towers, delivered three months early.',
  },
  {
    name: 'Lakeview Heights',
    city: 'Nashik',
    completionYear: 2021,
    description: 'Two and three BHK homes around a central garden, with a clubhouse and pool.',
  },
  {
    name: 'Sunrise Enclave',
    city: 'Pune',
    completionYear: 2023,
    description: 'Row houses and villas on a 12 acre gated campus.',
  },
]
/** Amenities seeded with a picture (made as the development generator would, once each). */
const PICTURED = 4

export interface ProjectContentRows {
  files: (typeof projectContentFiles.$inferInsert)[]
  amenities: (typeof projectAmenities.$inferInsert)[]
  pastProjects: (typeof projectPastProjects.$inferInsert)[]
}

/** A UUID-shaped key from the text, so the same seed writes the same objects. */
export function keyOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * Every demo project's content (decision 0048): four selected creatives, a master plan, a plan
 * for the first unit of each type, six amenities (four pictured), three past projects and a
 * brochure made from them, its files small generated PNGs and a real PDF in the object store.
 */
export async function buildProjectContent(
  objects: ObjectStore,
  inventory: TInventoryRows,
  today: Date,
): Promise<ProjectContentRows> {
  const rows: ProjectContentRows = { files: [], amenities: [], pastProjects: [] }
  for (const project of inventory.projects) {
    const at = (minutesAgo: number) => new Date(today.getTime() - minutesAgo * 60_000)
    const image = async (label: string, seedText: string) => {
      const key = keyOf(`${project.id}:${seedText}`)
      const bytes = patternPng(`${project.id}:${seedText}`, 240, 160)
      await objects.write(BUCKET, key, bytes)
      return { key, bytes, label }
    }
    const base = { orgId: project.orgId, projectId: project.id, fileExtension: 'png' as const }
    const pictures: { label: string; bytes: Buffer }[] = []
    for (const [i, label] of CREATIVES.entries()) {
      const made = await image(label, `creative:${i}`)
      pictures.push(made)
      rows.files.push({
        ...base,
        id: keyOf(`${project.id}:file:creative:${i}`),
        kind: 'creative',
        labelName: label,
        fileKey: made.key,
        size: made.bytes.length,
        selected: true,
        createdAt: at(600 - i),
      })
    }
    const plan = await image('Master plan', 'master-plan')
    pictures.push(plan)
    rows.files.push({
      ...base,
      id: keyOf(`${project.id}:file:master-plan`),
      kind: 'masterPlan',
      labelName: 'Master plan',
      fileKey: plan.key,
      size: plan.bytes.length,
      createdAt: at(590),
    })
    const firstOfType = new Map<string, (typeof inventory.units)[number]>()
    for (const unit of inventory.units) {
      if (unit.projectId === project.id && !firstOfType.has(unit.unitType))
        firstOfType.set(unit.unitType, unit)
    }
    for (const unit of firstOfType.values()) {
      const made = await image(unit.name, `unit-plan:${unit.unitType}`)
      pictures.push({ label: unitPlanLabel(unit.name, unit.carpetAreaSqFt), bytes: made.bytes })
      rows.files.push({
        ...base,
        id: keyOf(`${project.id}:file:unit-plan:${unit.id}`),
        kind: 'unitPlan',
        labelName: unit.name,
        fileKey: made.key,
        size: made.bytes.length,
        unitId: unit.id,
        createdAt: at(580),
      })
    }
    const amenityImages: { name: string; image: Buffer | null }[] = []
    for (const [i, name] of AMENITIES.entries()) {
      const pictured = i < PICTURED ? await image(name, `amenity:${name}`) : null
      if (pictured) amenityImages.push({ name, image: pictured.bytes })
      rows.amenities.push({
        id: keyOf(`${project.id}:amenity:${name}`),
        orgId: project.orgId,
        projectId: project.id,
        name,
        imageKey: pictured?.key ?? null,
        generations: pictured ? 1 : 0,
        createdAt: at(570 - i),
      })
    }
    for (const [i, past] of PAST.entries()) {
      rows.pastProjects.push({
        id: keyOf(`${project.id}:past:${i}`),
        orgId: project.orgId,
        projectId: project.id,
        ...past,
        createdAt: at(560 - i),
      })
    }
    const pdf = await buildBrochurePdf(
      {
        projectName: project.name,
        reraNo: project.reraNo ?? null,
        company: project.company ?? null,
        city: project.city ?? null,
        website: project.website ?? null,
        contactNo: project.contactNo ?? null,
        logo: null,
        pictures,
        amenities: amenityImages,
        pastProjects: PAST,
      },
      today,
    )
    const brochureKey = keyOf(`${project.id}:brochure`)
    await objects.write(BUCKET, brochureKey, pdf)
    rows.files.push({
      orgId: project.orgId,
      projectId: project.id,
      id: keyOf(`${project.id}:file:brochure`),
      kind: 'brochure',
      labelName: `${project.name} brochure`,
      fileKey: brochureKey,
      fileExtension: 'pdf',
      size: pdf.length,
      generated: true,
      createdAt: at(550),
    })
  }
  return rows
}
