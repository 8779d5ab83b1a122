import { and, asc, count, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { TBookingStatus } from '../../../../../contract/bookings.ts'
import type { TLetterKind } from '../../../../../contract/post-sales.ts'
import type { Conn } from '../../../db/client.ts'
import {
  bookingMilestones,
  bookings,
  buildings,
  documentCounters,
  floors,
  leads,
  paymentPlans,
  payments,
  postSalesLetters,
  projects,
  units,
  users,
} from '../../../db/schema.ts'
import { pageInfo, paged, type PageRequest } from '../../../paging.ts'

/** `%text%` for ILIKE, its wildcards taken literally. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A customer's name: the buyer's from the form, else the lead's (bookings before the form). */
const customerName = sql<string>`coalesce(nullif(${bookings.fullName}, ''), ${leads.fullName})`

/** What payments against the booking add up to, in paise; for the few rows of a page. */
const paidOfBooking = sql<string>`coalesce((select sum(p.amount) from ${payments} p where p.booking_id = ${bookings.id}), 0)`

const customerColumns = {
  booking: bookings,
  customerName,
  unitName: units.name,
  buildingName: buildings.name,
  paymentPlanName: paymentPlans.name,
  paid: paidOfBooking,
}

function customers(db: Conn) {
  return db
    .select(customerColumns)
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookings.paymentPlanId))
}

export type CustomerRow = Awaited<ReturnType<ReturnType<typeof customers>['execute']>>[number]

/** Confirmed bookings of the project, of the search; drafts are not customers. */
function customerConditions(orgId: SQLValue, projectId: SQLValue, search: SQLValue | undefined) {
  return [
    eq(bookings.orgId, orgId),
    eq(bookings.projectId, projectId),
    eq(bookings.isDraft, false),
    search === undefined ? undefined : searchOf(search, []),
  ]
}

type SQLValue = string | Placeholder

const placeholder = (name: string) => sql.placeholder(name)
const statusCount = (status: TBookingStatus) =>
  sql<number>`count(*) filter (where ${bookings.status} = ${sql.raw(`'${status}'`)}) over ()`.mapWith(
    Number,
  )

/**
 * The customers list as one statement, planned once per pooled connection (a named statement on
 * PostgreSQL, where planning these joins cost more than running them): the search runs once over
 * the project's bookings, each match carrying how many of each status there are (the tabs), and
 * only the page's rows are joined to their unit, building, lead and plan. Two shapes, with and
 * without a search (a search needs the unit and lead to match against).
 */
function customerPageStatement(db: Conn, searching: boolean) {
  const matches = db
    .select({
      id: bookings.id,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
      booked: statusCount('BOOKED').as('booked'),
      cancelled: statusCount('CANCELLED').as('cancelled'),
    })
    .from(bookings)
  const where = and(
    ...customerConditions(
      placeholder('orgId'),
      placeholder('projectId'),
      searching ? placeholder('like') : undefined,
    ),
  )
  const matched = (
    searching
      ? matches
          .innerJoin(units, eq(units.id, bookings.unitId))
          .innerJoin(leads, eq(leads.id, bookings.leadId))
          .where(where)
      : matches.where(where)
  ).as('matched')
  const page = db
    .select()
    .from(matched)
    .where(eq(matched.status, placeholder('status')))
    .orderBy(desc(matched.updatedAt), desc(matched.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page')
  return db
    .select({ ...customerColumns, booked: page.booked, cancelled: page.cancelled })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookings.paymentPlanId))
    .orderBy(desc(page.updatedAt), desc(page.id))
    .prepare(searching ? 'customers_search_page' : 'customers_page')
}

// Per connection object (the app's pool or PGlite), each shape built once.
const statements = new WeakMap<Conn, Map<boolean, ReturnType<typeof customerPageStatement>>>()

function customerPageOf(db: Conn, searching: boolean) {
  let shapes = statements.get(db)
  if (!shapes) statements.set(db, (shapes = new Map()))
  let statement = shapes.get(searching)
  if (!statement) shapes.set(searching, (statement = customerPageStatement(db, searching)))
  return statement
}

/** How many customers of each status the search finds, for a page with no row to carry it. */
function customerCounts(db: Conn, orgId: string, projectId: string, search: string | undefined) {
  const conditions = customerConditions(orgId, projectId, search)
  const counted = db.select({ status: bookings.status, n: count() }).from(bookings)
  // Without a search the count needs neither join: the planner is told so.
  return (
    search === undefined
      ? counted.where(and(...conditions))
      : counted
          .innerJoin(units, eq(units.id, bookings.unitId))
          .innerJoin(leads, eq(leads.id, bookings.leadId))
          .where(and(...conditions))
  ).groupBy(bookings.status)
}

/**
 * A page of the project's customers of one status, last updated first, and how many customers
 * of each status the search finds (the tabs): one statement, unless the page is empty (a tab
 * with none, or past the last page), when the counts are read on their own.
 */
export async function customerPage(
  db: Conn,
  orgId: string,
  query: { projectId: string; status: TBookingStatus; searchKeyword?: string | undefined },
  page: PageRequest,
) {
  const trimmed = query.searchKeyword?.trim()
  const like = trimmed ? likeOf(trimmed) : undefined
  const found = await customerPageOf(db, like !== undefined).execute({
    orgId,
    projectId: query.projectId,
    status: query.status,
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
    ...(like === undefined ? {} : { like }),
  })
  const counts = found[0] ?? {
    booked: 0,
    cancelled: 0,
    ...Object.fromEntries(
      (await customerCounts(db, orgId, query.projectId, like)).map((t) => [
        t.status === 'BOOKED' ? 'booked' : 'cancelled',
        Number(t.n),
      ]),
    ),
  }
  const rows: CustomerRow[] = found.map(({ booked: _b, cancelled: _c, ...row }) => row)
  return {
    rows,
    pageInfo: pageInfo(
      page.page,
      page.limit,
      query.status === 'BOOKED' ? counts.booked : counts.cancelled,
    ),
    counts: { BOOKED: counts.booked, CANCELLED: counts.cancelled },
  }
}

/** One confirmed booking of the organisation as a customer, with its project's details. */
export async function customerOfOrg(db: Conn, orgId: string, bookingRef: string) {
  const [found] = await customers(db)
    .where(and(eq(bookings.orgId, orgId), eq(bookings.id, bookingRef)))
    .limit(1)
  return found
}

/** The booking's row, held until the transaction ends: its payments and letters take turns. */
export async function lockBooking(db: Conn, orgId: string, bookingRef: string) {
  const [found] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.orgId, orgId), eq(bookings.id, bookingRef)))
    .for('update')
  return found
}

export type BookingRecord = typeof bookings.$inferSelect

/** A change to the customer: the list's "last update" order follows it. */
export async function touchBooking(db: Conn, bookingRef: string, at: Date) {
  await db.update(bookings).set({ updatedAt: at }).where(eq(bookings.id, bookingRef))
}

export async function projectDetails(db: Conn, projectId: string) {
  const [found] = await db.select().from(projects).where(eq(projects.id, projectId))
  return found
}

/** The unit's floor and area, for what a letter says of the flat. */
export async function unitDetails(db: Conn, unitId: string) {
  const [found] = await db
    .select({
      floorNumber: floors.number,
      carpetAreaSqFt: units.carpetAreaSqFt,
      unitType: units.unitType,
    })
    .from(units)
    .innerJoin(floors, eq(floors.id, units.floorId))
    .where(eq(units.id, unitId))
  return found
}

export async function planById(db: Conn, planId: string) {
  const [found] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, planId))
  return found
}

// ---------------------------------------------------------------------------------------------
// The schedule and what was paid

export function fixedMilestones(db: Conn, bookingRef: string) {
  return db
    .select()
    .from(bookingMilestones)
    .where(eq(bookingMilestones.bookingId, bookingRef))
    .orderBy(asc(bookingMilestones.seq))
}

/** Writes the schedule as the booking's own; one already written stays as it is. */
export async function fixMilestones(db: Conn, rows: (typeof bookingMilestones.$inferInsert)[]) {
  if (rows.length) await db.insert(bookingMilestones).values(rows).onConflictDoNothing()
}

export async function setMilestoneDue(db: Conn, milestoneId: string, dueDate: string, at: Date) {
  await db
    .update(bookingMilestones)
    .set({ dueDate, updatedAt: at })
    .where(eq(bookingMilestones.id, milestoneId))
}

/** Paise paid against each milestone of the booking. */
export async function paidByMilestone(db: Conn, bookingRef: string) {
  const rows = await db
    .select({ milestoneId: payments.milestoneId, paid: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(eq(payments.bookingId, bookingRef))
    .groupBy(payments.milestoneId)
  return new Map(rows.map((r) => [r.milestoneId, Number(r.paid)]))
}

const recorder = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`

const receiptColumns = {
  payment: payments,
  milestoneName: bookingMilestones.name,
  recordedBy: recorder,
  bookingCode: bookings.bookingId,
  customerName,
  unitName: units.name,
  buildingName: buildings.name,
}

function receipts(db: Conn) {
  return db
    .select(receiptColumns)
    .from(payments)
    .innerJoin(bookingMilestones, eq(bookingMilestones.id, payments.milestoneId))
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(users, eq(users.id, payments.recordedById))
}

export type ReceiptRow = Awaited<ReturnType<ReturnType<typeof receipts>['execute']>>[number]

/** The booking's payments, newest first. */
export function paymentsOfBooking(db: Conn, bookingRef: string) {
  return receipts(db)
    .where(eq(payments.bookingId, bookingRef))
    .orderBy(desc(payments.createdAt), desc(payments.id))
}

export async function paymentOfOrg(db: Conn, orgId: string, paymentRef: string) {
  const [found] = await receipts(db)
    .where(and(eq(payments.orgId, orgId), eq(payments.id, paymentRef)))
    .limit(1)
  return found
}

/** The payment of a client-made id, whoever's it is. */
export async function paymentById(db: Conn, paymentRef: string) {
  const [found] = await db
    .select({ orgId: payments.orgId, bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.id, paymentRef))
  return found
}

export async function insertPayment(db: Conn, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row)
}

export interface DocumentQuery {
  projectId: string
  bookingId?: string | undefined
  searchText?: string | undefined
}

/** A search over the customer's booking code, names and unit, and the document's own columns. */
function documentSearch(text: string | undefined, own: PgColumn[]): SQL | undefined {
  const trimmed = text?.trim()
  return trimmed ? searchOf(likeOf(trimmed), own) : undefined
}

/** `like` (an ILIKE pattern, or the placeholder of one) over those columns. */
function searchOf(like: SQLValue, own: PgColumn[]): SQL | undefined {
  return or(
    ...[...own, bookings.bookingId, bookings.fullName, leads.fullName, units.name].map((column) =>
      ilike(column, like),
    ),
  )
}

/** A page of the project's receipts, newest first, and how many the search finds. */
export async function receiptPage(db: Conn, orgId: string, q: DocumentQuery, page: PageRequest) {
  const where = and(
    eq(payments.orgId, orgId),
    eq(payments.projectId, q.projectId),
    q.bookingId ? eq(payments.bookingId, q.bookingId) : undefined,
    documentSearch(q.searchText, [payments.paymentCode, payments.referenceNumber]),
  )
  return paged(
    page,
    ({ limit, offset }) =>
      receipts(db)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(where),
  )
}

// ---------------------------------------------------------------------------------------------
// Letters

const letterColumns = {
  letter: postSalesLetters,
  milestoneName: bookingMilestones.name,
  bookingCode: bookings.bookingId,
  customerName,
  unitName: units.name,
  buildingName: buildings.name,
}

function letters(db: Conn) {
  return db
    .select(letterColumns)
    .from(postSalesLetters)
    .innerJoin(bookings, eq(bookings.id, postSalesLetters.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(bookingMilestones, eq(bookingMilestones.id, postSalesLetters.milestoneId))
}

export type LetterRow = Awaited<ReturnType<ReturnType<typeof letters>['execute']>>[number]

export function lettersOfBooking(db: Conn, bookingRef: string) {
  return letters(db)
    .where(eq(postSalesLetters.bookingId, bookingRef))
    .orderBy(asc(postSalesLetters.createdAt), asc(postSalesLetters.id))
}

export async function letterOfOrg(db: Conn, orgId: string, kind: TLetterKind, letterRef: string) {
  const [found] = await letters(db)
    .where(
      and(
        eq(postSalesLetters.orgId, orgId),
        eq(postSalesLetters.kind, kind),
        eq(postSalesLetters.id, letterRef),
      ),
    )
    .limit(1)
  return found
}

/** A page of the project's letters of a kind, newest first, and how many the search finds. */
export async function letterPage(
  db: Conn,
  orgId: string,
  kind: TLetterKind,
  q: DocumentQuery,
  page: PageRequest,
) {
  const where = and(
    eq(postSalesLetters.orgId, orgId),
    eq(postSalesLetters.projectId, q.projectId),
    eq(postSalesLetters.kind, kind),
    q.bookingId ? eq(postSalesLetters.bookingId, q.bookingId) : undefined,
    documentSearch(q.searchText, [postSalesLetters.letterNo]),
  )
  return paged(
    page,
    ({ limit, offset }) =>
      letters(db)
        .where(where)
        .orderBy(desc(postSalesLetters.createdAt), desc(postSalesLetters.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ n: count() })
      .from(postSalesLetters)
      .innerJoin(bookings, eq(bookings.id, postSalesLetters.bookingId))
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(where),
  )
}

/** Inserts the letter; false when its booking or milestone already has one of its kind. */
export async function insertLetter(db: Conn, row: typeof postSalesLetters.$inferInsert) {
  const saved = await db
    .insert(postSalesLetters)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: postSalesLetters.id })
  return saved.length > 0
}

/** The confirmed, not cancelled bookings of the project on the plan (in a building, if named). */
export async function bookingsOnPlan(
  db: Conn,
  orgId: string,
  projectId: string,
  planId: string,
  buildingId: string | undefined,
) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .where(
      and(
        eq(bookings.orgId, orgId),
        eq(bookings.projectId, projectId),
        eq(bookings.paymentPlanId, planId),
        eq(bookings.status, 'BOOKED'),
        eq(bookings.isDraft, false),
        buildingId ? eq(units.buildingId, buildingId) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
  return rows.map((r) => r.id)
}

/**
 * The organisation's next number of a kind of document in a year: one statement claims it, so
 * two payments recorded at once never share a receipt number.
 */
export async function nextDocumentNumber(db: Conn, orgId: string, kind: string, year: string) {
  const [row] = await db
    .insert(documentCounters)
    .values({ orgId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.orgId, documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last })
  return `${kind}-${year}-${String(row!.last).padStart(6, '0')}`
}
