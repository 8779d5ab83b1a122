import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import * as schema from '../db/schema.ts'
import { buildAnalyticsDashboards } from './analytics-dashboards.ts'
import { insertBatched } from './batch-insert.ts'
import { buildBookings, completeBookings } from './bookings.ts'
import { PAYMENT_MODE_LIST } from '../../../contract/bookings.ts'
import { buildChatTemplates } from './chat-templates.ts'
import { buildCallRecords, buildStatusQuestions } from './field-actions.ts'
import { buildCostSheetRows } from './cost-sheets.ts'
import { buildInventory } from './inventory.ts'
import { buildLeads } from './leads.ts'
import { buildNotifications } from './notifications.ts'
import { buildOrganisations } from './org.ts'
import { buildPeople } from './people.ts'
import { buildProjectContent } from './project-content.ts'
import { buildPostSales } from './post-sales.ts'
import { buildPostSalesContent } from './post-sales-content.ts'
import type { ObjectStore } from '../object-store.ts'
import { createFaker } from './random.ts'
import { buildTickets, insertTickets } from './tickets.ts'

export interface SeedOptions {
  /** How many leads to make; the server and the CLI pass SEED_LEADS (5,000) unless told otherwise. */
  leads: number
  /** Every date is relative to this, so the demo looks current; fix it for repeatable rows. */
  today?: Date
  /**
   * Where the demo projects' content files go (brochures, creatives, plans); without it the
   * projects have no content (most tests make their own).
   */
  objects?: ObjectStore
}

export interface SeedSummary {
  /** Rows inserted, by table name. */
  counts: Record<string, number>
  elapsedMs: number
}

/** One stream per part, so that a different lead count leaves the other parts' ids unchanged. */
const FAKER_SEEDS = {
  organisations: 9_000_001,
  inventory: 9_000_002,
  people: 9_000_003,
  leads: 9_000_004,
  bookings: 9_000_005,
  tickets: 9_000_057,
}

/**
 * Fills an empty database with realistic demo data: two organisations, their projects and
 * inventory, the demo users (demo-users.ts) and `leads` leads with their history, tasks,
 * site visits, calls, dispositions and bookings, each project's questionnaire and the sales
 * managers' saved analytics dashboards. The same options give the same rows and ids.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  if (!Number.isInteger(options.leads) || options.leads < 0) {
    throw new Error(`The number of leads must be a whole number of 0 or more, not ${options.leads}`)
  }
  const today = options.today ?? new Date()
  const org = buildOrganisations(createFaker(FAKER_SEEDS.organisations), today)
  const inventory = buildInventory(createFaker(FAKER_SEEDS.inventory), org.orgs, today)
  const people = buildPeople(createFaker(FAKER_SEEDS.people), org.orgs, inventory.projects, today)
  const leads = buildLeads(
    createFaker(FAKER_SEEDS.leads),
    { today, orgs: org.orgs, projects: inventory.projects, people: people.people },
    options.leads,
  )

  const callRecords = buildCallRecords(leads.leads, leads.leadEvents)
  const booked = buildBookings(
    createFaker(FAKER_SEEDS.bookings),
    leads.leads,
    leads.leadEvents,
    inventory.rows.units,
  )
  const unitRows = inventory.rows.units.map((u) =>
    booked.newlyBooked.has(u.id) ? { ...u, status: 'booked' as const } : u,
  )

  const costSheets = buildCostSheetRows(inventory.rows)
  const sale = completeBookings(booked.bookings, {
    leads: leads.leads,
    units: unitRows,
    floors: inventory.rows.floors,
    costSheetRows: costSheets,
    paymentModes: org.rows.entityLabels
      .filter((l) => l.entityName === PAYMENT_MODE_LIST)
      .map((l) => ({ id: l.id!, orgId: l.orgId, labelName: l.labelName })),
    projects: inventory.rows.projects.map((p) => ({ id: p.id!, orgId: p.orgId })),
  })

  const postSales = buildPostSales(
    {
      bookings: sale.bookings,
      leads: leads.leads,
      plans: sale.plans,
      projects: inventory.rows.projects,
      buildings: inventory.rows.buildings,
      units: unitRows,
      floors: inventory.rows.floors,
      entityLabels: org.rows.entityLabels,
      recorders: new Map(
        org.orgs.map((o, i) => [
          o.id,
          i === 0 ? people.people.userIds.postSales : (people.people.managers.get(o.id) ?? ''),
        ]),
      ),
    },
    today,
  )
  const bookingRows = sale.bookings.map((b) => {
    const touched = postSales.touched.get(b.id!)
    return touched ? { ...b, updatedAt: touched } : b
  })

  const content = options.objects
    ? await buildProjectContent(options.objects, inventory.rows, today)
    : { files: [], amenities: [], pastProjects: [] }
  const postSalesContent = options.objects
    ? await buildPostSalesContent(options.objects, inventory.rows, today)
    : { progress: [], files: [], documents: [] }

  // Customer queries on the first organisation's projects (decision 0057).
  const [firstOrg] = org.orgs
  const ticketRows = firstOrg
    ? await buildTickets(
        createFaker(FAKER_SEEDS.tickets),
        {
          orgId: firstOrg.id,
          projectIds: inventory.projects.filter((p) => p.orgId === firstOrg.id).map((p) => p.id),
          demoBuyerId: people.people.userIds.customer,
          postSalesId: people.people.userIds.postSales,
          today,
        },
        options.objects,
      )
    : null

  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    const put = async <T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) => {
      counts[getTableName(table)] = await insertBatched(tx, table, rows)
    }
    // In foreign-key order.
    await put(schema.organisations, org.rows.organisations)
    await put(schema.permissionGroups, org.rows.permissionGroups)
    await put(schema.entityLabels, org.rows.entityLabels)
    await put(schema.projects, inventory.rows.projects)
    await put(schema.statusQuestions, buildStatusQuestions(inventory.rows.projects))
    await put(schema.buildings, inventory.rows.buildings)
    await put(schema.floors, inventory.rows.floors)
    await put(schema.units, unitRows)
    await put(schema.parkings, inventory.rows.parkings)
    await put(schema.costSheetRows, costSheets)
    await put(schema.projectContentFiles, content.files)
    await put(schema.projectAmenities, content.amenities)
    await put(schema.projectPastProjects, content.pastProjects)
    await put(schema.users, people.rows.users)
    await put(schema.memberships, people.rows.memberships)
    await put(schema.userPermissionGroups, people.rows.userPermissionGroups)
    await put(schema.leads, leads.leads)
    await put(schema.leadEvents, leads.leadEvents)
    await put(schema.tasks, leads.tasks)
    await put(schema.siteVisits, leads.siteVisits)
    await put(schema.calls, callRecords.calls)
    await put(schema.dispositions, callRecords.dispositions)
    await put(schema.paymentPlans, sale.plans)
    await put(schema.costSheetLogs, sale.logs)
    await put(schema.bookings, bookingRows)
    await put(schema.bookingMilestones, postSales.milestones)
    await put(schema.payments, postSales.payments)
    await put(schema.postSalesLetters, postSales.letters)
    await put(schema.documentCounters, postSales.counters)
    await put(schema.constructionProgress, postSalesContent.progress)
    await put(schema.postSalesFiles, postSalesContent.files)
    await put(schema.commonDocuments, postSalesContent.documents)
    await put(schema.notifications, buildNotifications(leads.leads, leads.leadEvents, today))
    await put(schema.analyticsDashboards, buildAnalyticsDashboards(people.people.managers, today))
    await put(schema.chatTemplates, buildChatTemplates(org.orgs, inventory.rows.projects, today))
    if (ticketRows) await insertTickets(tx, ticketRows, counts)
  })
  return { counts, elapsedMs: Math.round(performance.now() - started) }
}
