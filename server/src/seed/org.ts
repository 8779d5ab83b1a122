import type { Faker } from '@faker-js/faker'
import type { entityLabels, organisations, permissionGroups } from '../db/schema.ts'
import { PERMISSION_GROUPS, type TPermissionGroupKey } from './permission-groups.ts'
import { DAY_MS } from './random.ts'
import { CHANNEL_PARTNER_SOURCE, ENTITY_LABELS, LEAD_SOURCES } from './reference-data.ts'

/** How Indian developers name themselves: a family name and one of these words. */
const DEVELOPER_SUFFIXES = [
  'Lifespaces',
  'Realty',
  'Developers',
  'Estates',
  'Infra',
  'Buildcon',
  'Properties',
]
const PARTNER_SUFFIXES = [
  'Realtors',
  'Properties',
  'Estate Consultants',
  'Realty Advisors',
  'Homes',
]

export interface TOrgSeed {
  id: string
  name: string
  /** The family name in the organisation's name; projects are branded with it. */
  brand: string
  /** Staff email domain. */
  domain: string
  groupIds: Record<TPermissionGroupKey, string>
  /** Lead sources with their sub sources, Channel Partner's being this organisation's partner firms. */
  sources: { name: string; weight: number; subSources: string[] }[]
}

export interface TOrgRows {
  organisations: (typeof organisations.$inferInsert)[]
  permissionGroups: (typeof permissionGroups.$inferInsert)[]
  entityLabels: (typeof entityLabels.$inferInsert)[]
}

const ORGANISATIONS = [
  // The main demo organisation has every module; the second one is small, so that switching
  // organisation visibly changes the menu, projects and leads.
  {
    includedModules: ['leads', 'post-sales', 'marketing', 'channel-partners'],
    partners: 5,
    ageDays: 420,
  },
  { includedModules: ['leads', 'post-sales'], partners: 2, ageDays: 210 },
]

export function buildOrganisations(f: Faker, today: Date): { orgs: TOrgSeed[]; rows: TOrgRows } {
  const rows: TOrgRows = { organisations: [], permissionGroups: [], entityLabels: [] }
  const brands = f.helpers.uniqueArray(() => f.person.lastName(), ORGANISATIONS.length)
  const orgs = ORGANISATIONS.map((plan, index) => {
    const brand = brands[index] ?? f.person.lastName()
    const name = `${brand} ${f.helpers.arrayElement(DEVELOPER_SUFFIXES)}`
    const id = f.string.uuid()
    const createdAt = new Date(today.getTime() - plan.ageDays * DAY_MS)
    rows.organisations.push({
      id,
      name,
      slug: `in/dxp/${id}`,
      includedModules: plan.includedModules,
      createdAt,
    })

    const groupIds = {} as Record<TPermissionGroupKey, string>
    for (const [key, group] of Object.entries(PERMISSION_GROUPS) as [
      TPermissionGroupKey,
      (typeof PERMISSION_GROUPS)[TPermissionGroupKey],
    ][]) {
      groupIds[key] = f.string.uuid()
      rows.permissionGroups.push({
        id: groupIds[key],
        orgId: id,
        name: group.name,
        displayName: group.displayName,
        permissions: [...group.permissions],
        createdAt,
      })
    }

    for (const [entityName, labelNames] of Object.entries(ENTITY_LABELS)) {
      labelNames.forEach((labelName, sortOrder) =>
        rows.entityLabels.push({
          id: f.string.uuid(),
          orgId: id,
          entityName,
          labelName,
          sortOrder,
        }),
      )
    }

    const partners = f.helpers.uniqueArray(
      () => `${f.person.lastName()} ${f.helpers.arrayElement(PARTNER_SUFFIXES)}`,
      plan.partners,
    )
    const sources = LEAD_SOURCES.map((source) => ({
      ...source,
      subSources: source.name === CHANNEL_PARTNER_SOURCE ? partners : [...source.subSources],
    }))
    sources.forEach((source, sortOrder) => {
      const parentId = f.string.uuid()
      rows.entityLabels.push({
        id: parentId,
        orgId: id,
        entityName: 'leadsource',
        labelName: source.name,
        hasSubSource: source.subSources.length > 0,
        sortOrder,
      })
      // A separate entityName keeps "all lead sources" a plain list; parentId ties each to its source.
      source.subSources.forEach((labelName, subOrder) =>
        rows.entityLabels.push({
          id: f.string.uuid(),
          orgId: id,
          entityName: 'leadsubsource',
          labelName,
          parentId,
          sortOrder: subOrder,
        }),
      )
    })

    const domain = `${name.toLowerCase().replace(/[^a-z]/g, '')}.in`
    return { id, name, brand, domain, groupIds, sources }
  })
  return { orgs, rows }
}
