import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { BOOKING_STATUSES, type TCoOwner } from '../../../contract/bookings.ts'
import { SITE_VISIT_STATUSES, STORED_TASK_STATUSES, TASK_TYPES } from '../../../contract/domain.ts'
import {
  CALL_RESULTS,
  CALL_STATUSES,
  CALL_TYPES,
  NEXT_STEP_KINDS,
} from '../../../contract/dispositions.ts'
import { QUESTION_TYPES } from '../../../contract/questionnaire.ts'
import { VISIT_TYPES, type TLocation } from '../../../contract/site-visits.ts'
import type { TSavedReport } from '../../../contract/dashboards.ts'
import type { TFeScope } from '../../../contract/auth.ts'
import type { TInterior } from '../../../contract/buildings.ts'
import type { TMilestone } from '../../../contract/payment-plans.ts'
import { FORM_STEPS, PUBLISH_STATUSES, type TSocialNetwork } from '../../../contract/projects.ts'
import {
  CONTENT_KINDS,
  DOCUMENT_TYPES,
  FILE_EXTENSIONS,
} from '../../../contract/project-content.ts'
import type { TCustomValues, TLeadFormSection } from '../../../contract/lead-form.ts'
import { JOB_STATUSES, REPORT_FILE_TYPES, SEND_STATUSES } from '../../../contract/reports.ts'
import { BULK_OUTCOMES } from '../../../contract/bulk-upload.ts'
import {
  COST_SHEET_TYPES,
  type CostSheetAmounts,
  type TAdditionalConsideration,
  type TCostSheetRow,
} from '../../../contract/cost-sheet.ts'
import { LETTER_KINDS, type TDocumentSnapshot } from '../../../contract/post-sales.ts'
import { UPLOAD_PURPOSES } from '../../../contract/post-sales-files.ts'
import { FILE_TYPES } from '../../../contract/validators.ts'
import {
  CHAT_RECEIPTS,
  CHAT_STATUSES,
  CHAT_TYPES,
  type TChatPayload,
} from '../../../contract/chat.ts'
import {
  TICKET_EVENT_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '../../../contract/tickets.ts'

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

// Foreign keys repeated across tables; the tables are declared below, hence the thunks.
const orgRef = () =>
  text()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' })
const projectRef = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' })
const leadRef = () =>
  text()
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' })
const userRef = () => text().references(() => users.id, { onDelete: 'set null' })

/** Claimed in the same transaction as the mutation it guards; see plugins/idempotency.ts. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index().on(t.createdAt)],
)

export const organisations = pgTable('organisations', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** "in/dxp/<orgId>": the organisation id is the third path segment. */
  slug: text().notNull().unique(),
  includedModules: jsonb().$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
})

export const users = pgTable('users', {
  id: text().primaryKey(),
  /** 10-digit Indian mobile number, without the +91. */
  phone: text().notNull().unique(),
  countryCode: text().notNull().default('91'),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
})

/** One profile of a user in an organisation (spec: customer, bussiness or dxpAdmin). */
export const memberships = pgTable(
  'memberships',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: orgRef(),
    profileType: text({ enum: ['customer', 'bussiness', 'dxpAdmin'] }).notNull(),
    role: text().notNull(),
    department: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
)

export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    name: text().notNull(),
    displayName: text().notNull(),
    /** Scope names from contract/scopes.ts, or "*" for everything. */
    permissions: jsonb().$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.orgId, t.name)],
)

/** A user's membership of a permission group, limited to some projects (empty: all projects). */
export const userPermissionGroups = pgTable(
  'user_permission_groups',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text()
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    projectIds: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
)

export const entityLabels = pgTable(
  'entity_labels',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    entityName: text().notNull(),
    labelName: text().notNull(),
    hasSubSource: boolean().notNull().default(false),
    /** For lead sub-sources: the lead source label they belong to. */
    parentId: text(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.orgId, t.entityName, t.labelName, t.parentId).nullsNotDistinct()],
)

export const projects = pgTable(
  'projects',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    name: text().notNull(),
    /** Object keys in the `project-images` bucket (decision 0043). */
    logo: text(),
    projectStatus: text().notNull(),
    startDate: text().notNull(),
    completionDate: text().notNull(),
    // Later steps of the form: empty on a draft saved before them.
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    siteAddress: text(),
    pincode: text(),
    state: text(),
    city: text(),
    registeredOfficeAddress: text(),
    reraNo: text(),
    reraLink: text(),
    reraQr: text(),
    company: text(),
    gstNumber: text(),
    cinNumber: text(),
    ctsNumbers: jsonb().$type<string[]>().notNull().default([]),
    website: text(),
    email: text(),
    contactNo: text(),
    alternateContactNo: text(),
    socialLinks: jsonb().$type<Partial<Record<TSocialNetwork, string>>>().notNull().default({}),
    publishStatus: text({ enum: PUBLISH_STATUSES }).notNull().default('published'),
    /** The last step of the form saved (decision 0043). */
    formStage: text({ enum: FORM_STEPS }).notNull().default('publish'),
    publishChangeReason: text(),
    createdBy: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.orgId)],
)

export const buildings = pgTable(
  'buildings',
  {
    id: text().primaryKey(),
    projectId: projectRef(),
    name: text().notNull(),
    buildingType: text().notNull(),
    floorCount: integer().notNull(),
    flatsPerFloor: integer().notNull(),
    basementFloors: integer().notNull().default(0),
    refugeFloors: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId)],
)

export const floors = pgTable(
  'floors',
  {
    id: text().primaryKey(),
    buildingId: text()
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.buildingId, t.number)],
)

export const units = pgTable(
  'units',
  {
    id: text().primaryKey(),
    projectId: projectRef(),
    buildingId: text()
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    floorId: text()
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    unitType: text().notNull(),
    facing: text().notNull(),
    carpetAreaSqFt: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    builtUpAreaSqFt: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    superBuiltUpAreaSqFt: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Rupees, two decimals. */
    price: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: text({ enum: ['available', 'blocked', 'booked'] })
      .notNull()
      .default('available'),
  },
  (t) => [index().on(t.buildingId), index().on(t.projectId, t.status)],
)

export const parkings = pgTable(
  'parkings',
  {
    id: text().primaryKey(),
    projectId: projectRef(),
    buildingId: text()
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    bay: text().notNull(),
    vehicle: text({ enum: ['car', 'bike'] }).notNull(),
    covered: boolean().notNull(),
    unitId: text().references(() => units.id, { onDelete: 'set null' }),
  },
  // Bay names are unique in a building (decision 0045): a sequence never repeats a bay.
  (t) => [index().on(t.buildingId), uniqueIndex().on(t.buildingId, t.bay)],
)

export interface TLeadPropertyInterest {
  budgetRange: { min: number; max: number } | null
  purposeOfProperty: string | null
  preferredUnitType: string[]
  preferredFloor: string[]
  propertyStatus: string | null
  otherPreferences: string | null
  carpetAreaSqFtRange: { lower: number; upper: number } | null
}

export interface TLeadBackground {
  occupation: string | null
  annualIncome: number | null
  qualification: string | null
  fundingIsLoaned: boolean | null
  possessionDate: { month: number; year: number } | null
  workLocation: string | null
}

export const leads = pgTable(
  'leads',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    fullName: text().notNull(),
    gender: text(),
    age: integer(),
    /** Normalised 10-digit mobile number (the +91 is implied). */
    whatsAppNumber: text().notNull(),
    alternateNumber: text(),
    email: text(),
    currentLocation: text(),
    leadStatus: text().notNull(),
    subStatus: text(),
    sourceOfLead: text().notNull(),
    subSourceOfLead: text(),
    labels: jsonb().$type<string[]>().notNull().default([]),
    assigneeId: userRef(),
    propertyInterest: jsonb().$type<TLeadPropertyInterest>().notNull(),
    background: jsonb().$type<TLeadBackground>().notNull(),
    /** Bumped on every change; an edit based on an older version is refused (optimistic concurrency). */
    version: integer().notNull().default(1),
    /** Kept by its owner: reassigning it needs DXP_MODIFY_RETAIN_LEAD. */
    retained: boolean().notNull().default(false),
    /** The lead form's custom fields (customise lead form): filled values by field key. */
    customFields: jsonb().$type<TCustomValues>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With the id, so a cross-project page is read off it in order, never re-sorted.
    index().on(t.orgId, t.updatedAt, t.id),
    // The dashboards count leads by a date basis in a range, over all projects or one, by stage,
    // source and assignee, and join visits, tasks, calls and bookings to their leads: every
    // column they read is in these, so they count from the index alone, never the wide rows.
    index('leads_dashboard_created_idx').on(
      t.orgId,
      t.createdAt,
      t.projectId,
      t.assigneeId,
      t.leadStatus,
      t.sourceOfLead,
      t.id,
    ),
    index('leads_dashboard_updated_idx').on(
      t.orgId,
      t.updatedAt,
      t.projectId,
      t.assigneeId,
      t.leadStatus,
      t.sourceOfLead,
      t.id,
    ),
    // Every order the list offers (updatedAt, createdAt, fullName, then id), over a project and
    // over one stage of it, and over an executive's own leads: a page is read off an index, never
    // sorted. (projectId, updatedAt, id) and (assigneeId, updatedAt, id) are also the offline
    // sync's keyset.
    index().on(t.projectId, t.updatedAt, t.id),
    index().on(t.projectId, t.createdAt, t.id),
    index().on(t.projectId, t.fullName, t.id),
    index().on(t.projectId, t.leadStatus, t.updatedAt, t.id),
    index().on(t.projectId, t.leadStatus, t.createdAt, t.id),
    index().on(t.projectId, t.leadStatus, t.fullName, t.id),
    index().on(t.assigneeId, t.updatedAt, t.id),
    index().on(t.assigneeId, t.createdAt, t.id),
    index().on(t.assigneeId, t.fullName, t.id),
    index().on(t.assigneeId, t.leadStatus, t.updatedAt, t.id),
    // The labels filter (labels ?| array[...]).
    index('leads_labels_gin_idx').using('gin', t.labels),
    // Duplicate detection matches a number against both numbers of the organisation's leads.
    index().on(t.orgId, t.whatsAppNumber),
    index().on(t.orgId, t.alternateNumber),
    // The search box (leads.repository.ts searchCondition): trigrams of the name, of both
    // numbers (callers who may unmask search any digits), and of their last four digits (the
    // only digits everyone else may search by). pg_trgm: migration 0005.
    index('leads_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('leads_whats_app_number_trgm_idx').using('gin', t.whatsAppNumber.op('gin_trgm_ops')),
    index('leads_alternate_number_trgm_idx').using('gin', t.alternateNumber.op('gin_trgm_ops')),
    index('leads_whats_app_last4_trgm_idx').using(
      'gin',
      sql`right(${t.whatsAppNumber}, 4) gin_trgm_ops`,
    ),
    index('leads_alternate_last4_trgm_idx').using(
      'gin',
      sql`right(${t.alternateNumber}, 4) gin_trgm_ops`,
    ),
  ],
)

/**
 * How many leads each project holds per stage and assignee (null: unassigned). Kept exact by
 * statement triggers on `leads` (migration 0007), in the transaction of every write whatever
 * made it (a route, the seed, a bulk update, SQL by hand), so the list's totals and the status
 * tabs read a few rows here instead of counting a project's leads (decision 0018). Derived
 * data: no foreign keys, and a row may hold 0.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    orgId: text().notNull(),
    projectId: text().notNull(),
    leadStatus: text().notNull(),
    assigneeId: text(),
    n: integer().notNull(),
  },
  (t) => [
    unique().on(t.projectId, t.leadStatus, t.assigneeId).nullsNotDistinct(),
    index().on(t.assigneeId),
    index().on(t.orgId),
  ],
)

/**
 * Each organisation's read generation: a new value (from `read_generation_seq`, never reused)
 * whenever a transaction that wrote what the cached answers read commits (migration 0010's
 * deferred triggers). The answer cache (`plugins/read-cache.ts`, decision 0024) serves an answer
 * only while its organisation's generation is the one it was built at. Derived data: no foreign
 * key; a missing row means "unknown", and nothing is cached then.
 */
export const readGenerations = pgTable('read_generations', {
  orgId: text().primaryKey(),
  generation: bigint({ mode: 'number' }).notNull(),
})

/**
 * A lead leaving a (project, assignee) pair: reassigned, moved to another project or deleted.
 * Written by the triggers on `leads` (migration 0007); the offline sync reads it as its deletion
 * feed, so a lead that left a device's set leaves the device on its next sync. Kept for
 * LEAD_EXIT_RETENTION_DAYS (leads.repository.ts; purged at start).
 */
export const leadExits = pgTable(
  'lead_exits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: text().notNull(),
    orgId: text().notNull(),
    projectId: text().notNull(),
    assigneeId: text(),
    exitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.assigneeId, t.exitedAt), index().on(t.projectId, t.exitedAt)],
)

/** The lead's journey: every change and action, newest last. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: text().primaryKey(),
    leadId: leadRef(),
    actorId: userRef(),
    eventType: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.leadId, t.createdAt)],
)

export const tasks = pgTable(
  'tasks',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    assigneeId: userRef(),
    taskType: text({ enum: TASK_TYPES }).notNull(),
    /** Open or Completed; Overdue and Pending are judged against the server clock when read. */
    taskStatus: text({ enum: STORED_TASK_STATUSES }).notNull(),
    dueDate: timestamp({ withTimezone: true }).notNull(),
    isEscalated: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    notes: text().notNull().default(''),
    createdById: userRef(),
    /** The disposition whose next step made the task (its call type and status filter it). */
    dispositionId: text(),
    /** For a Site Visit task: the visit it tracks. */
    siteVisitId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.assigneeId, t.dueDate),
    index().on(t.projectId, t.dueDate),
    // The task overview over every project: the organisation's tasks due in a range.
    index().on(t.orgId, t.dueDate),
    index().on(t.leadId, t.dueDate),
    index().on(t.siteVisitId),
  ],
)

export const siteVisits = pgTable(
  'site_visits',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    assigneeId: userRef(),
    status: text({ enum: SITE_VISIT_STATUSES }).notNull(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    cancellationReason: text(),
    visitType: text({ enum: VISIT_TYPES }).notNull().default('Site Visit'),
    notes: text().notNull().default(''),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** When the completing code was entered on the device, and where, if the user allowed. */
    otpEnteredAt: timestamp({ withTimezone: true }),
    location: jsonb().$type<TLocation>(),
    /** For a revisit: the done visit it follows. */
    previousVisitId: text(),
    createdById: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.assigneeId, t.scheduledAt),
    index().on(t.leadId),
    // The site-visit buckets and reports: visits scheduled in a range, of a project or all.
    index().on(t.projectId, t.scheduledAt),
    index().on(t.orgId, t.scheduledAt),
  ],
)

/** One-time codes that complete a site visit, sent to the lead's number, stored as HMACs. */
export const siteVisitOtps = pgTable(
  'site_visit_otps',
  {
    /** Client-made, so a verification queued offline can name the code it answers. */
    refId: text().primaryKey(),
    siteVisitId: text()
      .notNull()
      .references(() => siteVisits.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    visitType: text({ enum: VISIT_TYPES }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** Spent: verified, replaced by a newer code, or burnt by too many wrong attempts. */
    consumedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    requestedById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.siteVisitId, t.createdAt)],
)

/** Every call with a lead: placed through the telephony provider, or logged by hand. */
export const calls = pgTable(
  'calls',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    /** Who called or took the call. */
    userId: userRef(),
    callType: text({ enum: CALL_TYPES }).notNull(),
    callStatus: text({ enum: CALL_STATUSES }).notNull(),
    durationSec: integer().notNull().default(0),
    /** The number called, normalised to 10 digits. */
    toNumber: text().notNull(),
    provider: text().notNull(),
    /** The provider's id of the call (spec: dispositionCallSid). */
    callSid: text(),
    recordingId: text(),
    /**
     * Recorded before the provider is asked to place it, answered after (calls.service.ts):
     * while true the call is an attempt under way, which no list shows.
     */
    dialing: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orgId, t.startedAt),
    index().on(t.userId, t.startedAt),
    index().on(t.projectId, t.startedAt),
    index().on(t.leadId, t.startedAt),
  ],
)

/** What came of a call, as the user judged it, and what happens next. One per call. */
export const dispositions = pgTable(
  'dispositions',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    callId: text()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    createdById: userRef(),
    callType: text({ enum: CALL_TYPES }).notNull(),
    callStatus: text({ enum: CALL_STATUSES }).notNull(),
    callResult: text({ enum: CALL_RESULTS }).notNull(),
    durationSec: integer().notNull().default(0),
    notes: text().notNull().default(''),
    nextStepKind: text({ enum: NEXT_STEP_KINDS }).notNull(),
    nextStepAt: timestamp({ withTimezone: true }),
    taskId: text(),
    siteVisitId: text(),
    recordingId: text(),
    /** When the user made it, by the device's clock; the time rules are judged against it. */
    madeAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.callId), index().on(t.leadId, t.createdAt)],
)

/** Call recordings: announced by a presign, then uploaded to the recordings store. */
export const recordings = pgTable('recordings', {
  id: text().primaryKey(),
  orgId: orgRef(),
  uploadedById: userRef(),
  fileName: text().notNull(),
  declaredBytes: integer().notNull(),
  declaredMimeType: text().notNull(),
  /** Known once the bytes arrive: the type they are, and how many. */
  type: text(),
  sizeBytes: integer(),
  uploadedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
})

/** The questions a project asks when a lead reaches a status. */
export const statusQuestions = pgTable(
  'status_questions',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadStatus: text().notNull(),
    key: text().notNull(),
    text: text().notNull(),
    type: text({ enum: QUESTION_TYPES }).notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    isMandatory: boolean().notNull().default(false),
    rank: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.projectId, t.leadStatus, t.key)],
)

export interface TStoredAnswer {
  questionId: string
  key: string
  text: string
  value: string | string[] | number | boolean
}

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    leadStatus: text().notNull(),
    answers: jsonb().$type<TStoredAnswer[]>().notNull(),
    answeredById: userRef(),
    madeAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.leadId, t.createdAt)],
)

/**
 * A unit booked by a lead. Minimal for now: what a lead's page shows of its
 * bookings; the booking form, cost sheet and payments will add to it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    unitId: text()
      .notNull()
      .references(() => units.id),
    /** What people quote: "BK-2026-000123", unique in the organisation. */
    bookingId: text().notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    /** Saved from the form but not yet confirmed. */
    isDraft: boolean().notNull().default(false),
    /** Rupees, two decimals. */
    agreementValue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    tokenAmount: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The organisation's bookingPaymentMode label. */
    modeOfPayment: text().notNull(),
    remarks: text().notNull().default(''),
    coOwners: jsonb().$type<TCoOwner[]>().notNull().default([]),
    /** The form's buyer details (decision 0049): the lead's, as the form was filled. */
    fullName: text().notNull().default(''),
    whatsappNumber: text().notNull().default(''),
    alternateNumber: text().notNull().default(''),
    email: text().notNull().default(''),
    /** The payment mode label's id (the form's value; modeOfPayment is its label). */
    modeOfPaymentValue: text().notNull().default(''),
    costSheetLogId: text().references(() => costSheetLogs.id),
    paymentPlanId: text().references(() => paymentPlans.id),
    createdById: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.orgId, t.bookingId),
    // A unit is sold once: one confirmed, not cancelled booking a unit (decision 0049).
    uniqueIndex('bookings_unit_sold_once')
      .on(t.unitId)
      .where(sql`${t.status} = 'BOOKED' and ${t.isDraft} = false`),
    index().on(t.leadId),
    index().on(t.projectId, t.status),
    // The customers list: a project's bookings of a status, last updated first (decision 0055).
    index('bookings_customers_order').on(t.projectId, t.status, t.updatedAt),
    // The booking trend: bookings made in a range.
    index().on(t.orgId, t.createdAt),
  ],
)

/**
 * A saved analytics dashboard: a user's named set of reports with their filters. Each user's
 * own (the reports read what the viewer sees); names are unique per user.
 */
export const analyticsDashboards = pgTable(
  'analytics_dashboards',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    reports: jsonb().$type<TSavedReport[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.orgId, t.ownerId, t.name), index().on(t.ownerId, t.updatedAt)],
)

/**
 * A report file being made, or made: taken by one server process's worker (`claimedBy`,
 * `heartbeatAt` moved on as it writes, so a dead process's job is taken again), its file in the
 * object store's `reports` bucket under the job's id. `grants` are the requester's when they
 * asked: the file holds what they could see then.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    requestedBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grants: jsonb().$type<TFeScope[]>().notNull(),
    reportType: text({ enum: REPORT_FILE_TYPES }).notNull(),
    filterBy: text({ enum: ['createdAt', 'updatedAt'] }).notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    projectId: text().references(() => projects.id, { onDelete: 'cascade' }),
    status: text({ enum: JOB_STATUSES }).notNull().default('processing'),
    progress: integer().notNull().default(0),
    rowsWritten: integer().notNull().default(0),
    totalRows: integer(),
    sizeBytes: integer(),
    message: text(),
    claimedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The workers' queue: unfinished jobs, oldest first.
    index('report_jobs_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    index().on(t.requestedBy, t.createdAt),
  ],
)

/** A report e-mailed (or waiting for its job to finish to be): the report log. */
export const reportSends = pgTable(
  'report_sends',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    sentBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text()
      .notNull()
      .references(() => reportJobs.id, { onDelete: 'cascade' }),
    emails: jsonb().$type<string[]>().notNull(),
    status: text({ enum: SEND_STATUSES }).notNull().default('pending'),
    message: text(),
    /** When a worker took it to send; another may take it again if it never finished. */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.sentBy, t.createdAt),
    index('report_sends_pending_idx')
      .on(t.jobId)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/** One-time sign-in codes, stored as HMACs; see modules/auth/otp.service.ts for the limits. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    refId: text().primaryKey(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** Spent: verified, retired by a newer code, or burnt by too many wrong attempts. */
    consumedAt: timestamp({ withTimezone: true }),
    /** Signed in with: such codes do not count towards the per-number limit. */
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
)

export const phoneBlocks = pgTable('phone_blocks', {
  phone: text().primaryKey(),
  blockedUntil: timestamp({ withTimezone: true }).notNull(),
  reason: text({ enum: ['too_many_codes', 'too_many_attempts'] }).notNull(),
})

/** PKCE authorisation codes: single use, short-lived, bound to the S256 code challenge. */
export const authCodes = pgTable('auth_codes', {
  codeHash: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeChallenge: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
})

/** A sign-in on one device in one organisation: the family of its rotated refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: orgRef(),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: ['sign_out', 'switched', 'reuse_detected'] }),
  },
  (t) => [index().on(t.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sessionId)],
)

export const devices = pgTable(
  'devices',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceToken: text().notNull(),
    platform: text({ enum: ['web', 'android', 'ios'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceToken] })],
)

/** What a user is told about their leads, per project; the landing shows the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: text().references(() => leads.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.projectId, t.readAt)],
)

export const demoRequests = pgTable('demo_requests', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  company: text().notNull(),
  city: text(),
  message: text(),
  createdAt: createdAt(),
})

/** Solved captchas, kept until they expire so one solution cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
})

// ---------------------------------------------------------------------------------------------
// Agent moderation: scoring parameters (decision 0035)

/** An organisation's scoring parameters; their weights total 100 and weigh the lead score. */
export const moderationParams = pgTable(
  'moderation_params',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    label: text().notNull(),
    definition: text().notNull(),
    weight: doublePrecision().notNull(),
    /** The lead-score dimension this parameter weighs; null: not measured by the formula. */
    dimension: text({ enum: ['ability', 'intent', 'readiness', 'perception'] }),
    rank: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.orgId, t.rank)],
)

// ---------------------------------------------------------------------------------------------
// Routing rules (issue 17 item 1): who a project's new leads without an owner go to, in turn.

/**
 * A project's routing rule; at most one per project is active. `lastPosition` is the turn
 * position of the executive who got the last lead: the next lead goes to the first active one
 * after it. It is read and moved under the row's lock in the lead's own transaction.
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    isActive: boolean().notNull().default(true),
    lastPosition: integer().notNull().default(-1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.orgId, t.createdAt),
    uniqueIndex('routing_rules_one_active_per_project')
      .on(t.projectId)
      .where(sql`${t.isActive}`),
  ],
)

/** The rule's executives in turn order (`position` from 0). */
export const routingRuleExecutives = pgTable(
  'routing_rule_executives',
  {
    ruleId: text()
      .notNull()
      .references(() => routingRules.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] }), index().on(t.ruleId, t.position)],
)

// ---------------------------------------------------------------------------------------------
// Customisable lead form (issue 17 item 2): an organisation's lead form, every version kept.

/**
 * One version of an organisation's lead form: each change writes the next version, so a lead
 * made offline from an older one is still checked against what its form asked. No row: the
 * standard form, version 1.
 */
export const leadFormVersions = pgTable(
  'lead_form_versions',
  {
    orgId: orgRef(),
    version: integer().notNull(),
    sections: jsonb().$type<TLeadFormSection[]>().notNull(),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.version] })],
)

// ---------------------------------------------------------------------------------------------
// Bulk lead upload (issue 17 item 4)

/**
 * A CSV of leads: `awaiting` from the pre-signed address until its submit, then a job for the
 * report worker (processing, completed or failed). Its id is the file's key in the
 * `bulk-uploads` bucket. Rows are made in batches, each recording `processedRows` and the counts
 * in its own transaction, so a worker taking over resumes after the last whole batch.
 */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    uploadedBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    fileSize: integer().notNull(),
    fileType: text().notNull(),
    status: text({ enum: ['awaiting', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('awaiting'),
    progress: integer().notNull().default(0),
    totalRows: integer(),
    processedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    duplicates: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    message: text(),
    claimedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bulk_uploads_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'processing'`),
    index().on(t.uploadedBy, t.projectId, t.createdAt),
  ],
)

/** What became of each row of an upload: the outcome file is read from here. */
export const bulkUploadRows = pgTable(
  'bulk_upload_rows',
  {
    uploadId: text()
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    /** As the spreadsheet numbers it: the header is row 1. */
    rowNumber: integer().notNull(),
    outcome: text({ enum: BULK_OUTCOMES }).notNull(),
    reason: text(),
    fullName: text().notNull(),
    whatsAppNumber: text().notNull(),
    leadId: text(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowNumber] })],
)

// --- Chat with leads (issue 18, decision 0039) ---

/** One WhatsApp message of a lead's conversation, either way. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    leadId: leadRef(),
    direction: text({ enum: ['in', 'out'] }).notNull(),
    type: text({ enum: CHAT_TYPES }).notNull(),
    payload: jsonb().$type<TChatPayload>().notNull(),
    status: text({ enum: CHAT_STATUSES }).notNull(),
    /** The provider's message id (wamid), once it took the message; receipts find it by this. */
    providerMessageId: text(),
    createdBy: userRef(),
    /** The sender's id for the message: a replay of the same send is answered, never re-sent. */
    clientMessageId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The conversation page: a lead's messages, newest first, older pages by createdAt.
    index().on(t.leadId, t.createdAt, t.id),
    uniqueIndex().on(t.leadId, t.clientMessageId),
    uniqueIndex().on(t.providerMessageId),
  ],
)

/**
 * A lead's unread inbound messages (totalUnreadMsgs), apart from `leads`: bumping a column there
 * would change the lead's version and updatedAt, so every inbound message would look like an edit
 * to offline editors and the lead sync feed (decision 0039).
 */
export const chatUnread = pgTable('chat_unread', {
  leadId: text()
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  count: integer().notNull().default(0),
})

/**
 * WhatsApp templates an executive sends a lead (decision 0046): the organisation's, for every
 * project (projectId null) or one. The body's `{{name}}` placeholders are among
 * CHAT_TEMPLATE_VARIABLES and are filled for the lead and the sender when listed and sent.
 */
export const chatTemplates = pgTable(
  'chat_templates',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: text().references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text().notNull(),
    language: text().notNull().default('en'),
    body: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orgId, t.name)],
)

// ---------------------------------------------------------------------------------------------
// Chat: the provider callback (decision 0041)

/**
 * Receipts that reached the callback before the send's provider id (wamid) was stored: kept, and
 * applied once it is. One row per message and state, so a provider's retry is one row; rows of
 * messages that never turn up are purged after a day.
 */
export const chatEarlyReceipts = pgTable(
  'chat_early_receipts',
  {
    providerMessageId: text().notNull(),
    status: text({ enum: CHAT_RECEIPTS }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerMessageId, t.status] }), index().on(t.receivedAt)],
)

// ---------------------------------------------------------------------------------------------
// Buildings and units: what a unit has beyond the grid's columns (decision 0042)

/**
 * A unit's interiors, apart from `units`: the inventory grid reads `units` alone, and these are
 * read only with a unit's details. `planImageUrl` is an address a unit's own calls took before
 * its plan was given only through the project's content (decision 0059): no longer written,
 * still answered for a unit without an uploaded plan.
 */
export const unitDetails = pgTable('unit_details', {
  unitId: text()
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  planImageUrl: text(),
  interiors: jsonb().$type<TInterior[]>().notNull().default([]),
})

// ---------------------------------------------------------------------------------------------
// Cost sheets (decision 0047)

const rupees = () => numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0)
const percent = () => numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0)

/** A building's master cost sheet rows: what a flat type costs per square foot, and the charges. */
export const costSheetRows = pgTable(
  'cost_sheet_rows',
  {
    id: text().primaryKey(),
    buildingId: text()
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    /** The flat type it prices; null: every type of the building. */
    unitType: text(),
    type: text({ enum: COST_SHEET_TYPES }).notNull(),
    disabled: boolean().notNull().default(false),
    pricePerSqFt: rupees(),
    floorRiseCharges: rupees(),
    viewCharges: rupees(),
    carParking: rupees(),
    infrastructureCharges: rupees(),
    stampDutyPercentage: percent(),
    registrationFee: rupees(),
    gstPercentage: percent(),
    gstOnInfrastructurePercentage: percent(),
    tdsPercentage: percent(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.buildingId)],
)

/** A cost sheet shown to a lead: the row and amounts as they were, for the booking to cite. */
export const costSheetLogs = pgTable(
  'cost_sheet_logs',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    leadId: leadRef(),
    unitId: text()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    row: jsonb().$type<TCostSheetRow>().notNull(),
    additionalConsiderations: jsonb().$type<TAdditionalConsideration[]>().notNull().default([]),
    amounts: jsonb().$type<CostSheetAmounts>().notNull(),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.leadId, t.createdAt)],
)

// ---------------------------------------------------------------------------------------------
// Payment plans (decision 0049)

/** A project's payment plan: milestones with their share of the total in basis points. */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    name: text().notNull(),
    milestones: jsonb().$type<TMilestone[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.name)],
)

/**
 * A project's content files (decision 0048): creatives, master plan, unit plans, documents and
 * the brochure, each an object of the `project-content` bucket checked by its bytes. The
 * partial unique indexes keep one master plan, one brochure, one plan a unit and one document
 * of each type per project, whatever races.
 */
export const projectContentFiles = pgTable(
  'project_content_files',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    labelName: text().notNull(),
    fileKey: text().notNull(),
    fileExtension: text({ enum: FILE_EXTENSIONS }).notNull(),
    size: integer().notNull(),
    selected: boolean().notNull().default(false),
    documentType: text({ enum: DOCUMENT_TYPES }),
    unitId: text().references(() => units.id, { onDelete: 'cascade' }),
    generated: boolean().notNull().default(false),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.projectId, t.kind),
    uniqueIndex('project_content_one_master_plan')
      .on(t.projectId)
      .where(sql`${t.kind} = 'masterPlan'`),
    uniqueIndex('project_content_one_brochure')
      .on(t.projectId)
      .where(sql`${t.kind} = 'brochure'`),
    uniqueIndex('project_content_one_plan_a_unit')
      .on(t.unitId)
      .where(sql`${t.kind} = 'unitPlan'`),
    uniqueIndex('project_content_one_document_a_type')
      .on(t.projectId, t.documentType)
      .where(sql`${t.kind} = 'document'`),
  ],
)

/** User-defined amenities of a project (at most 50), with their generated image. */
export const projectAmenities = pgTable(
  'project_amenities',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    name: text().notNull(),
    imageKey: text(),
    /** AI images made for it so far; at most CONTENT_LIMITS.amenityImageGenerations. */
    generations: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.name)],
)

/** Projects the developer finished before, shown in the brochure (at most 6). */
export const projectPastProjects = pgTable(
  'project_past_projects',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    name: text().notNull(),
    city: text().notNull(),
    completionYear: integer().notNull(),
    description: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId)],
)

/**
 * Construction milestones and progress of a project, or of one of its buildings (decision
 * 0056); its media are post_sales_files rows pointing at it.
 */
export const constructionProgress = pgTable(
  'construction_progress',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    buildingId: text().references(() => buildings.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** yyyy-MM-dd, as the project's dates. */
    completionDate: text().notNull(),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.completionDate)],
)

/**
 * A file uploaded for post-sales in parts (decision 0056); its id is its object's key in the
 * `post-sales` bucket. `uploading` while the store gathers its parts (`storeUploadId`), `ready`
 * once joined and judged by its bytes (`fileType`). A construction medium belongs to its entry.
 */
export const postSalesFiles = pgTable(
  'post_sales_files',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    purpose: text({ enum: UPLOAD_PURPOSES }).notNull(),
    status: text({ enum: ['uploading', 'ready'] }).notNull(),
    storeUploadId: text(),
    fileName: text().notNull(),
    size: integer().notNull(),
    partSize: integer().notNull(),
    declaredType: text().notNull(),
    fileType: text({ enum: FILE_TYPES }),
    progressId: text().references(() => constructionProgress.id, { onDelete: 'cascade' }),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.progressId), index().on(t.status, t.createdAt)],
)

/** A project's common documents (decision 0056): the file is a post_sales_files row's. */
export const commonDocuments = pgTable(
  'common_documents',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    fileId: text()
      .notNull()
      .references(() => postSalesFiles.id),
    documentName: text().notNull(),
    isActive: boolean().notNull().default(true),
    lastSharedAt: timestamp({ withTimezone: true }),
    lastSharedWith: integer(),
    createdById: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.fileId),
    uniqueIndex('common_documents_name_per_project').on(t.projectId, sql`lower(${t.documentName})`),
  ],
)

/** Each time a document was shared with the project's customers, and how it went. */
export const commonDocumentShares = pgTable(
  'common_document_shares',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    documentId: text()
      .notNull()
      .references(() => commonDocuments.id, { onDelete: 'cascade' }),
    status: text({ enum: ['sending', 'sent', 'failed'] }).notNull(),
    recipients: integer().notNull(),
    sent: integer().notNull().default(0),
    sharedById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.documentId)],
)

/**
 * Customer queries (decision 0057): a ticket a home buyer raised about a project, handled by the
 * project's post-sales staff. `assigneeIds` holds the assignees newest first (a new one goes in
 * front); `number` is what people quote (Q-n).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text().primaryKey(),
    number: serial().notNull().unique(),
    orgId: orgRef(),
    projectId: projectRef(),
    title: text().notNull(),
    description: text().notNull().default(''),
    status: text({ enum: TICKET_STATUSES }).notNull().default('OPEN'),
    priority: text({ enum: TICKET_PRIORITIES }),
    assigneeIds: jsonb().$type<string[]>().notNull().default([]),
    raisedById: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: an organisation's tickets (of some projects), latest change first.
    index().on(t.orgId, t.updatedAt, t.id),
    index().on(t.projectId, t.updatedAt, t.id),
    index().on(t.raisedById, t.updatedAt),
    index().using('gin', t.assigneeIds),
  ],
)

/** The ticket's timeline: raised, status and priority moves, assignees (decision 0057). */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: text().primaryKey(),
    ticketId: text()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text({ enum: TICKET_EVENT_KINDS }).notNull(),
    fromValue: text(),
    toValue: text(),
    byId: userRef(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.ticketId, t.at)],
)

/** A comment on a ticket, by the customer or staff; its id is the client's (a replay answers it). */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: text().primaryKey(),
    ticketId: text()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    authorId: userRef(),
    byCustomer: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
)

/**
 * A file for a comment, in the `ticket-files` bucket: asked for (its client-made id and the key
 * the server chose), then named by the comment that carries it, which judges its bytes.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: text().primaryKey(),
    ticketId: text()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    commentId: text().references(() => ticketComments.id, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    /** Declared when asked for; the real size once a comment took it. */
    size: integer().notNull(),
    /** Judged from the bytes when a comment took it; the declared one before. */
    mimeType: text().notNull(),
    uploadedById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ticketId, t.commentId)],
)

/** When each person last read a ticket's comments: their unread count is what came after. */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    ticketId: text()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
)

// ---------------------------------------------------------------------------------------------
// Post-sales: customers' schedules, payments, receipts and letters (decision 0055)

/**
 * A booking's payment schedule made its own: the plan's milestones with their amounts, written
 * when the first payment or letter needs them, so a later change of the project's plan does not
 * move money already received. Until then the schedule is read from the plan.
 */
export const bookingMilestones = pgTable(
  'booking_milestones',
  {
    /** `<booking id>:<seq>`, the id the schedule read from the plan gives it too. */
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    name: text().notNull(),
    shareBp: integer().notNull(),
    /** Paise. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** India day, yyyy-MM-dd: set by a demand letter or a payment. */
    dueDate: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.bookingId, t.seq)],
)

/** A payment received against a milestone; its receipt is made from this row. */
export const payments = pgTable(
  'payments',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    bookingId: text()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    milestoneId: text()
      .notNull()
      .references(() => bookingMilestones.id),
    /** The receipt's number, "PMT-2026-000042", unique in the organisation. */
    paymentCode: text().notNull(),
    modeId: text().notNull(),
    mode: text().notNull(),
    referenceNumber: text().notNull().default(''),
    /** Paise: amount = base + gst; additional charges beside it. */
    amount: bigint({ mode: 'number' }).notNull(),
    additionalCharges: bigint({ mode: 'number' }).notNull().default(0),
    gst: bigint({ mode: 'number' }).notNull().default(0),
    base: bigint({ mode: 'number' }).notNull(),
    dueDate: text().notNull(),
    paidOn: text().notNull(),
    /** An object of the `payment-files` bucket, judged by its bytes. */
    fileKey: text(),
    fileType: text({ enum: ['jpeg', 'png', 'pdf'] }),
    snapshot: jsonb().$type<TDocumentSnapshot>().notNull(),
    recordedById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.orgId, t.paymentCode),
    index().on(t.bookingId),
    index().on(t.projectId, t.createdAt),
  ],
)

/** Allotment letters (one a booking) and demand letters (one a milestone), as issued. */
export const postSalesLetters = pgTable(
  'post_sales_letters',
  {
    id: text().primaryKey(),
    orgId: orgRef(),
    projectId: projectRef(),
    bookingId: text()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: LETTER_KINDS }).notNull(),
    letterNo: text().notNull(),
    milestoneId: text().references(() => bookingMilestones.id),
    /** Paise: a demand letter's balance asked for. */
    amountDue: bigint({ mode: 'number' }),
    dueDate: text(),
    issuedOn: text().notNull(),
    snapshot: jsonb().$type<TDocumentSnapshot>().notNull(),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.orgId, t.letterNo),
    uniqueIndex('post_sales_one_allotment_a_booking')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'allotment'`),
    uniqueIndex('post_sales_one_demand_a_milestone')
      .on(t.milestoneId)
      .where(sql`${t.kind} = 'demand'`),
    index().on(t.projectId, t.kind, t.createdAt),
  ],
)

/** The last number given to an organisation's documents of a kind in a year (PMT, AL, DL). */
export const documentCounters = pgTable(
  'document_counters',
  {
    orgId: orgRef(),
    kind: text().notNull(),
    year: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.year] })],
)
