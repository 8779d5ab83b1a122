import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { SITE_VISIT_STATUSES, STORED_TASK_STATUSES, TASK_TYPES } from '../../../contract/domain.ts'

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
  /** "in/dxp/<orgId>": the organisation id is the third path segment (spec 000 section 3). */
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
    logo: text(),
    projectStatus: text().notNull(),
    reraNo: text().notNull(),
    company: text().notNull(),
    siteAddress: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    pincode: text().notNull(),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    startDate: text().notNull(),
    completionDate: text().notNull(),
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
  (t) => [index().on(t.buildingId)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.projectId, t.leadStatus, t.updatedAt),
    index().on(t.orgId, t.updatedAt),
    // The offline sync's keyset (updatedAt, id): a manager's project, an executive's own leads.
    index().on(t.projectId, t.updatedAt, t.id),
    index().on(t.assigneeId, t.updatedAt, t.id),
    // Duplicate detection matches a number against both numbers of the organisation's leads.
    index().on(t.orgId, t.whatsAppNumber),
    index().on(t.orgId, t.alternateNumber),
  ],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.assigneeId, t.dueDate), index().on(t.projectId, t.dueDate)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.assigneeId, t.scheduledAt), index().on(t.leadId)],
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
