import { ZScoreWeights } from './agent-moderation.ts'
import { z } from 'zod'
import { ZBookingSummary } from './bookings.ts'
import { SETUP_LABEL_LISTS } from './buildings.ts'
import { ZEntityLabel, ZPageInfo } from './common.ts'
import { LEAD_STATUSES } from './domain.ts'
import type { TScope } from './scopes.ts'
import { ZMobile } from './auth.ts'
import { ZCustomValues } from './lead-form.ts'
import {
  DATE_BASES,
  hasEmoji,
  VALIDATION_MESSAGES,
  zNoEmoji,
  zOptionalText,
  zWireDate,
  zSearchBy,
} from './validators.ts'
import { LEAD_MESSAGES } from './messages.ts'
export { LEAD_MESSAGES } from './messages.ts'

/**
 * Leads: the wire shapes of ilead-service's lead calls, shared by the
 * server's routes, the PWA's fetchers and forms, and the PWA's offline lead table.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const LEAD_PATHS = {
  /** GET a project's leads; POST adds one to it. */
  projectLeads: (slug: string, projectId: string) => `${base(slug)}/projects/${projectId}/leads`,
  /** GET leads across every project the caller may read (optionally some: projectIds[]). */
  leads: (slug: string) => `${base(slug)}/leads`,
  /** GET the status tabs with counts, "all" first; takes the list's filters. */
  statuses: (slug: string) => `${base(slug)}/lead-statuses`,
  /** GET one lead; PATCH edits it (with the version it was based on). */
  lead: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}`,
  /** POST: the audited reveal of a lead's personal fields ("piiView"). */
  piiView: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/pii-view`,
  journey: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/journey`,
  audits: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/audits`,
  score: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/score`,
  assignNewProject: (slug: string, leadId: string) =>
    `${base(slug)}/leads/${leadId}/assign-new-project`,
  retain: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/retain`,
  bulkAssignee: (slug: string) => `${base(slug)}/leads/bulk-assignee`,
  bulkUpdate: (slug: string) => `${base(slug)}/leads/bulk-update`,
  /** GET ?whatsAppNumber=: existing leads with this mobile number (the form's early warning). */
  duplicates: (slug: string) => `${base(slug)}/leads/duplicates`,
  /** GET the caller's leads for the offline table, in keyset pages. */
  sync: (slug: string) => `${base(slug)}/leads/sync`,
  validateWhatsApp: (slug: string) => `${base(slug)}/validate-whatsapp-number`,
  entityLabels: (slug: string) => `${base(slug)}/entity-labels`,
  executives: (slug: string) => `${base(slug)}/executives`,
  orgData: (slug: string) => `${base(slug)}/org-data`,
  notifications: (slug: string) => `${base(slug)}/lead-notifications`,
} as const

// ---------------------------------------------------------------------------------------------
// Constants and vocabularies

/** Lead lists show 10 a page, and take at most 200. */
export const LEAD_PAGE_SIZE = 10
export const LEAD_PAGE_MAX = 200
export const ENTITY_LABEL_LIMIT = 200
export const EXECUTIVE_LIMIT = 1000
export const LEAD_SYNC_PAGE_MAX = 1000
export const MIN_LEAD_AGE = 18
/** A lead's profile progress: five points per filled field of the three groups, 0 to 100. */
export const PROGRESS_POINTS_PER_FIELD = 5
/** An alternate number longer than this many characters is sensitive. */
export const SENSITIVE_ALTERNATE_LENGTH = 9

/**
 * Any of these on a project lets a user read its leads: all of them with DXP_LEAD_ASSIGNMENT,
 * else their own. The server's visibility rule and the PWA's lead screens both use this list.
 */
export const LEAD_READ_SCOPES = [
  'DXP_ADD_LEAD',
  'DXP_CALLSNCHAT',
  'DXP_LEAD_ASSIGNMENT',
  'DXP_LEAD_REPORT',
  'DXP_MODIFY_UNMASK_LEAD',
  'DXP_MODIFY_CHANGE_SOURCE',
  'DXP_VIEW_RETAIN_LEAD',
] as const satisfies readonly TScope[]

/** The pseudo-status of the first tab: every status. */
export const ALL_STATUSES = 'all'

/** Reference lists a lead screen reads, by entityName. */
export const LEAD_LABEL_LISTS = [
  'leadstatus',
  'leadsource',
  'leadlabel',
  'purchasepurpose',
  'preferredunittype',
  'preferredfloortype',
  'preferredpropertystatus',
  'sitevisitstatus',
  'sitevisitcancellation',
  'leadsubsource',
  'agentName',
] as const
export type TLeadLabelList = (typeof LEAD_LABEL_LISTS)[number]

export const GENDERS = ['Male', 'Female', 'Other'] as const

/** The stage that needs a reason (the organisation's drop reasons), kept as the subStatus. */
export const DROPPED_STATUS = 'Dropped' satisfies (typeof LEAD_STATUSES)[number]

export const LEAD_ERROR_CODES = {
  versionConflict: 'LEAD_VERSION_CONFLICT',
  notFound: 'LEAD_NOT_FOUND',
  assigneeInvalid: 'ASSIGNEE_INVALID',
  retained: 'LEAD_RETAINED',
  idTaken: 'LEAD_ID_TAKEN',
  unknownProject: 'UNKNOWN_PROJECT',
} as const

// ---------------------------------------------------------------------------------------------
// Field rules

/** Letters of any script, spaces, and the dot, apostrophe and hyphen of real names. */
export const FULL_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u

export const zFullName = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(100)
  .refine((s) => !hasEmoji(s), VALIDATION_MESSAGES.noEmoji)
  .refine((s) => hasEmoji(s) || FULL_NAME_PATTERN.test(s), LEAD_MESSAGES.fullNameAlphabetic)

const zText = (max = 200) => zOptionalText(max).nullable()
const zNonNegative = z.number().min(0).max(1e12)

export const ZBudgetRange = z
  .object({ min: zNonNegative, max: zNonNegative })
  .refine((r) => r.max >= r.min, { message: LEAD_MESSAGES.budgetOrder, path: ['max'] })
export const ZCarpetAreaRange = z
  .object({ lower: zNonNegative, upper: zNonNegative })
  .refine((r) => r.upper >= r.lower, { message: LEAD_MESSAGES.carpetAreaOrder, path: ['upper'] })

/** The profile group as written by a form. Numbers are 10-digit mobiles (+91 implied). */
export const ZLeadProfileInput = z.object({
  fullName: zFullName,
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().min(MIN_LEAD_AGE, LEAD_MESSAGES.minAge).max(120).nullable(),
  whatsAppNumber: ZMobile,
  alternateNumber: ZMobile.nullable(),
  email: z.email(VALIDATION_MESSAGES.invalidEmail).max(200).nullable(),
  sourceOfLead: zNoEmoji.trim().min(1, VALIDATION_MESSAGES.required).max(100),
  subSourceOfLead: zText(100),
  currentLocation: zText(),
})
export type TLeadProfileInput = z.infer<typeof ZLeadProfileInput>

export const ZLeadPropertyInterest = z.object({
  budgetRange: ZBudgetRange.nullable(),
  purposeOfProperty: zText(100),
  preferredUnitType: z.array(zNoEmoji.max(100)).max(20),
  preferredFloor: z.array(zNoEmoji.max(100)).max(20),
  propertyStatus: zText(100),
  otherPreferences: zText(500),
  carpetAreaSqFtRange: ZCarpetAreaRange.nullable(),
})
export type TLeadPropertyInterest = z.infer<typeof ZLeadPropertyInterest>

/** A lead's property interest with nothing known yet. */
export const BLANK_PROPERTY_INTEREST: TLeadPropertyInterest = {
  budgetRange: null,
  purposeOfProperty: null,
  preferredUnitType: [],
  preferredFloor: [],
  propertyStatus: null,
  otherPreferences: null,
  carpetAreaSqFtRange: null,
}

export const ZPossessionDate = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2100),
})

export const ZLeadBackgroundInput = z.object({
  occupation: zText(100),
  annualIncome: zNonNegative.nullable(),
  qualification: zText(100),
  fundingIsLoaned: z.boolean().nullable(),
  possessionDate: ZPossessionDate.nullable(),
  workLocation: zText(),
})
export type TLeadBackgroundInput = z.infer<typeof ZLeadBackgroundInput>

/** A lead's background with nothing known yet. */
export const BLANK_BACKGROUND: TLeadBackgroundInput = {
  occupation: null,
  annualIncome: null,
  qualification: null,
  fundingIsLoaned: null,
  possessionDate: null,
  workLocation: null,
}

/** Cross-field rule: the two numbers of a lead differ. Applied wherever both are known. */
export function numbersDiffer(profile: {
  whatsAppNumber?: string | null
  alternateNumber?: string | null
}): boolean {
  return !profile.alternateNumber || profile.alternateNumber !== profile.whatsAppNumber
}

/** A lead's sensitive flags: an alternate number longer than SENSITIVE_ALTERNATE_LENGTH, any e-mail. */
export function sensitiveFlags(profile: { alternateNumber: string | null; email: string | null }): {
  alternateNumber: boolean
  email: boolean
} {
  return {
    alternateNumber: (profile.alternateNumber ?? '').length > SENSITIVE_ALTERNATE_LENGTH,
    email: Boolean(profile.email),
  }
}

// ---------------------------------------------------------------------------------------------
// The lead as read

export const ZPerson = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() })
export type TPerson = z.infer<typeof ZPerson>

/** As sent: personal fields (numbers, email) always masked; see pii-view for the real values. */
export const ZLeadProfile = z.object({
  fullName: z.string(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  whatsAppNumber: z.string(),
  alternateNumber: z.string().nullable(),
  email: z.string().nullable(),
  sourceOfLead: z.string(),
  subSourceOfLead: z.string().nullable(),
  currentLocation: z.string().nullable(),
  /** The assignee's display name (spec: agentName). */
  agentName: z.string().nullable(),
})
export type TLeadProfile = z.infer<typeof ZLeadProfile>

export const ZLeadBackground = ZLeadBackgroundInput.extend({ assignedTo: ZPerson.nullable() })
export type TLeadBackground = z.infer<typeof ZLeadBackground>

/** Scorer output (see server/src/modules/ilead/scoring): every figure 0 to 100. */
export const SCORE_FACTORS = [
  'budget-stated',
  'budget-fits-inventory',
  'income-supports-budget',
  'funding-known',
  'purpose-stated',
  'unit-type-stated',
  'possession-soon',
  'profile-complete',
  'recent-activity',
  'site-visit-done',
  'site-visit-scheduled',
  'calls-connected',
  'stage-advanced',
  'dropped',
] as const
export type TScoreFactor = (typeof SCORE_FACTORS)[number]

export const LEAD_INTENTS = ['High', 'Medium', 'Low', 'NA'] as const

export const ZLeadScore = z.object({
  /** Names what computed it: never presented as a model's judgement when it is a formula. */
  scorer: z.string(),
  aiScore: z.number().min(0).max(100),
  /** Rupees: the budget's midpoint times the conversion probability. */
  expectedValue: z.number().min(0),
  perception: z.number().min(0).max(100),
  ability: z.number().min(0).max(100),
  intent: z.number().min(0).max(100),
  readiness: z.number().min(0).max(100),
  conversionPropensity: z.object({
    probability: z.number().min(0).max(1),
    leadIntent: z.enum(LEAD_INTENTS),
  }),
  /** Why: each factor with the points it gave; the PWA words the summary from these. */
  factors: z.array(
    z.object({
      factor: z.enum(SCORE_FACTORS),
      dimension: z.enum(['perception', 'ability', 'intent', 'readiness']),
      points: z.number(),
    }),
  ),
  computedAt: z.string(),
  /** The dimension weights behind aiScore: the agent moderation parameters' when set. */
  weights: ZScoreWeights.optional(),
})
export type TLeadScore = z.infer<typeof ZLeadScore>

export const ZLead = z.object({
  _id: z.string(),
  orgId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  leadStatus: z.string(),
  subStatus: z.string().nullable(),
  labels: z.array(z.string()),
  profile: ZLeadProfile,
  propertyInterest: ZLeadPropertyInterest,
  background: ZLeadBackground,
  sensitive: z.object({ alternateNumber: z.boolean(), email: z.boolean() }),
  /** True while personal fields are masked (always, in lists and details). */
  masked: z.boolean(),
  retained: z.boolean(),
  /** The custom fields' values by field key (customise lead form); only filled ones. */
  customFields: ZCustomValues.optional(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** With showAiData=true. */
  aiData: ZLeadScore.optional(),
  /** With showBookingData=true, on leads of projects where the caller may read bookings. */
  bookingSummary: ZBookingSummary.optional(),
})
export type TLead = z.infer<typeof ZLead>

// ---------------------------------------------------------------------------------------------
// List queries

const zBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
const zStringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))

export const LEAD_SORT_FIELDS = ['updatedAt', 'createdAt', 'fullName'] as const

/** A stage set on the list is at most this long: the seven stages and an organisation's own. */
export const STAGE_SET_MAX = 20
/**
 * A set of stages ("New Lead,Open" or repeated): leads in any of them, as a home bucket counts
 * them (New Lead holds Open too). The lead list's URL and the server's query both read it here.
 */
export const zStageSet = zStringList.pipe(z.array(z.string().max(100)).min(1).max(STAGE_SET_MAX))

/** The filters the list, the status tabs and the offline table share. */
export const ZLeadFilters = z.object({
  searchBy: zSearchBy(),
  sourceOfLead: z.string().optional(),
  /** A user id, or "unassigned". */
  assigneeId: z.string().optional(),
  'labels[]': zStringList.optional(),
  /** Leads in any of these stages (narrows the list and the tabs' counts alike). */
  'stages[]': zStageSet.optional(),
  dateField: z.enum(DATE_BASES).optional(),
  startDate: zWireDate.optional(),
  endDate: zWireDate.optional(),
  /** Across projects: limit to these (each must be readable). */
  'projectIds[]': zStringList.optional(),
})
export type TLeadFilters = z.input<typeof ZLeadFilters>

export const ZLeadListQuery = ZLeadFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_MAX).default(LEAD_PAGE_SIZE),
  /** A stage, or "all". */
  leadStatus: z.string().optional(),
  sort: z.enum(LEAD_SORT_FIELDS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  groupBy: z.enum(['leadStatus']).optional(),
  mapRelatedEntities: zBool.optional(),
  showAiData: zBool.optional(),
  showBookingData: zBool.optional(),
})
export type TLeadListQuery = z.input<typeof ZLeadListQuery>

export const ZLeadStatusCount = z.object({
  leadStatus: z.string(),
  count: z.number().int().min(0),
})
/** "all" first, then every stage in funnel order (zero counts included). */
export const ZLeadStatusCounts = z.object({ items: z.array(ZLeadStatusCount) })
export type TLeadStatusCounts = z.infer<typeof ZLeadStatusCounts>

export const ZLeadList = z.object({
  items: z.array(ZLead),
  pageInfo: ZPageInfo,
  /** With groupBy=leadStatus: the matching leads per stage, as the status tabs count them. */
  groups: z.array(ZLeadStatusCount).optional(),
})
export type TLeadList = z.infer<typeof ZLeadList>

/** Keyset paging for the offline table: updatedAt then _id, ascending. */
export const ZLeadSyncQuery = z.object({
  projectId: z.string().optional(),
  /** The cursor of the previous page's answer (nextCursor), or of the last run (resumeCursor). */
  after: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_SYNC_PAGE_MAX).default(500),
})

/**
 * Which leads the caller may see now, so a device drops any other it holds (a project lost):
 * every lead of the `allOf` projects, and their own leads of the `ownOf` projects. Null: every
 * project of the organisation.
 */
export const ZLeadSyncAccess = z.object({
  allOf: z.array(z.string()).nullable(),
  ownOf: z.array(z.string()).nullable(),
})
export type TLeadSyncAccess = z.infer<typeof ZLeadSyncAccess>

export const ZLeadSyncPage = z.object({
  items: z.array(ZLead),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Where a later run starts: after this page's last lead, with the deletion feed read up to
   * this answer. Cursors carry the pass's cut-off (the cap's oldest lead), so no page counts.
   */
  resumeCursor: z.string(),
  /** Leads the caller may sync in all: for the progress bar. */
  total: z.number().int().min(0),
  /** The cap the server applied (a manager's project may hold more leads than a device keeps). */
  cap: z.number().int().min(1),
  /**
   * The deletion feed: leads that left the caller's set since the cursor was given (reassigned
   * away, moved to another project, deleted). The device drops them.
   */
  removed: z.array(z.string()),
  access: ZLeadSyncAccess,
})
export type TLeadSyncPage = z.infer<typeof ZLeadSyncPage>

// ---------------------------------------------------------------------------------------------
// Writes

export const ZLeadCreate = z
  .object({
    /** A client-made id, so edits queued offline before the create is sent can name the lead. */
    _id: z.uuid().optional(),
    profile: ZLeadProfileInput,
    propertyInterest: ZLeadPropertyInterest,
    background: ZLeadBackgroundInput,
    leadStatus: z.enum(LEAD_STATUSES).default('New Lead'),
    labels: z.array(z.string().max(100)).max(20).default([]),
    /** Needs DXP_LEAD_ASSIGNMENT to name someone else; by default the creator. */
    assigneeId: z.string().nullable().optional(),
    /** Values of the lead form's custom fields, checked against the form version below. */
    customFields: ZCustomValues.default({}),
    /** The lead form version the form was drawn from (offline, an older one); default: current. */
    formVersion: z.number().int().min(1).optional(),
  })
  .refine((l) => numbersDiffer(l.profile), {
    message: LEAD_MESSAGES.sameNumbers,
    path: ['profile', 'alternateNumber'],
  })
  .refine((l) => l.leadStatus !== DROPPED_STATUS, {
    message: LEAD_MESSAGES.createdDropped,
    path: ['leadStatus'],
  })
export type TLeadCreate = z.input<typeof ZLeadCreate>

/** Any way of dropping a lead names why (the stage change's dropReason, an edit's subStatus). */
function dropHasReason(change: { leadStatus?: string; subStatus?: string | null }): boolean {
  return change.leadStatus !== DROPPED_STATUS || Boolean(change.subStatus?.trim())
}

/**
 * An edit: only the fields that changed, with the version the editor started from (the last one
 * it received from the server). It is stale only when someone else made a newer version. A
 * source change needs DXP_MODIFY_CHANGE_SOURCE.
 */
export const ZLeadUpdate = z
  .object({
    version: z.number().int().min(1),
    profile: ZLeadProfileInput.partial().optional(),
    propertyInterest: ZLeadPropertyInterest.partial().optional(),
    background: ZLeadBackgroundInput.partial().optional(),
    leadStatus: z.enum(LEAD_STATUSES).optional(),
    subStatus: zText(100).optional(),
    labels: z.array(z.string().max(100)).max(20).optional(),
    /** The custom fields that changed (null or empty: cleared). */
    customFields: ZCustomValues.optional(),
    formVersion: z.number().int().min(1).optional(),
  })
  .refine((u) => !u.profile || numbersDiffer(u.profile), {
    message: LEAD_MESSAGES.sameNumbers,
    path: ['profile', 'alternateNumber'],
  })
  .refine(dropHasReason, { message: LEAD_MESSAGES.dropReasonRequired, path: ['subStatus'] })
export type TLeadUpdate = z.input<typeof ZLeadUpdate>

export const ZDuplicateLead = z.object({
  _id: z.string(),
  fullName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** Masked. */
  whatsAppNumber: z.string(),
  owner: ZPerson.nullable(),
})
export type TDuplicateLead = z.infer<typeof ZDuplicateLead>

export const ZLeadCreated = z.object({
  lead: ZLead,
  /** Other leads of the organisation with the same mobile number: a warning, not a refusal. */
  duplicates: z.array(ZDuplicateLead),
})
export type TLeadCreated = z.infer<typeof ZLeadCreated>

export const ZDuplicateQuery = z.object({ whatsAppNumber: ZMobile })
export const ZDuplicateList = z.object({ items: z.array(ZDuplicateLead) })

/**
 * A newer version of a lead that someone other than the editor made (decision 0016): who, when,
 * and which fields it changed, as flat paths ("profile.age", "leadStatus",
 * "background.assignedTo", "retained").
 */
export const ZLeadChange = z.object({
  version: z.number().int(),
  /** Null when the server cannot tell who made it (a version recorded before it kept authors). */
  by: ZPerson.nullable(),
  at: z.string().nullable(),
  fields: z.array(z.string()),
})
export type TLeadChange = z.infer<typeof ZLeadChange>

/**
 * The 409 body of a stale edit: the record as it now stands, and the versions other people made
 * since the one the edit was based on (the editor's own never make an edit stale).
 */
export const ZLeadConflict = z.object({
  message: z.string(),
  code: z.literal(LEAD_ERROR_CODES.versionConflict),
  current: ZLead,
  changes: z.array(ZLeadChange).default([]),
})
export type TLeadConflict = z.infer<typeof ZLeadConflict>

export const ZAssignNewProject = z.object({
  projectId: z.string(),
  assigneeId: z.string().nullable().optional(),
})

/** Needs DXP_LEAD_ASSIGNMENT on every project the leads belong to. */
export const ZBulkAssignee = z.object({
  leadIds: z.array(z.string()).min(1).max(LEAD_PAGE_MAX),
  /** Null: unassign. */
  assigneeId: z.string().nullable(),
})
export const ZBulkUpdate = z
  .object({
    leadIds: z.array(z.string()).min(1).max(LEAD_PAGE_MAX),
    leadStatus: z.enum(LEAD_STATUSES).optional(),
    subStatus: zText(100).optional(),
    addLabels: z.array(z.string().max(100)).max(20).optional(),
    removeLabels: z.array(z.string().max(100)).max(20).optional(),
  })
  .refine(dropHasReason, { message: LEAD_MESSAGES.dropReasonRequired, path: ['subStatus'] })
export const ZBulkResult = z.object({ updated: z.number().int().min(0) })

export const ZRetain = z.object({ retained: z.boolean() })

export const ZPiiView = z.object({
  whatsAppNumber: z.string(),
  alternateNumber: z.string().nullable(),
  email: z.string().nullable(),
})
export type TPiiView = z.infer<typeof ZPiiView>

export const ZValidateWhatsApp = z.object({ whatsAppNumber: ZMobile })
export const ZValidateWhatsAppResult = z.object({ valid: z.boolean(), message: z.string() })

// ---------------------------------------------------------------------------------------------
// Journey, audits, reference data, notifications

export const ZLeadEvent = z.object({
  _id: z.string(),
  eventType: z.string(),
  data: z.record(z.string(), z.unknown()),
  actor: ZPerson.nullable(),
  createdAt: z.string(),
})
export type TLeadEvent = z.infer<typeof ZLeadEvent>
export const ZLeadEventList = z.object({ items: z.array(ZLeadEvent), pageInfo: ZPageInfo })

export const ZEntityLabelQuery = z.object({
  // The building and unit forms read their types from the same lists (decision 0044).
  entityName: z.enum([...LEAD_LABEL_LISTS, ...SETUP_LABEL_LISTS]),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ENTITY_LABEL_LIMIT).default(ENTITY_LABEL_LIMIT),
  /** For leadsubsource: the source label's id or name. */
  parent: z.string().optional(),
})
export const ZEntityLabelList = z.object({
  items: z.array(ZEntityLabel.extend({ parentId: z.string().nullable() })),
  pageInfo: ZPageInfo,
})
export type TEntityLabelList = z.infer<typeof ZEntityLabelList>

/** Active users of the lead permission groups, admins excluded. */
export const ZExecutiveQuery = z.object({
  projectId: z.string().optional(),
  keyword: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(EXECUTIVE_LIMIT).default(EXECUTIVE_LIMIT),
})
export const ZExecutive = z.object({
  _id: z.string(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  projectIds: z.array(z.string()),
})
export type TExecutive = z.infer<typeof ZExecutive>
export const ZExecutiveList = z.object({ items: z.array(ZExecutive) })

export const ZOrgData = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  projects: z.array(z.object({ _id: z.string(), projectName: z.string() })),
})
export type TOrgData = z.infer<typeof ZOrgData>

export const ZLeadNotification = z.object({
  _id: z.string(),
  projectId: z.string(),
  leadId: z.string().nullable(),
  kind: z.string(),
  title: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
})
export const ZLeadNotificationList = z.object({
  items: z.array(ZLeadNotification),
  pageInfo: ZPageInfo,
  unread: z.number().int().min(0),
})
export const ZLeadNotificationPatch = z
  .object({
    ids: z.array(z.string()).max(LEAD_PAGE_MAX).optional(),
    markAllAsRead: z.boolean().optional(),
    projectId: z.string().optional(),
  })
  .refine((p) => p.markAllAsRead === true || (p.ids?.length ?? 0) > 0, {
    message: 'Name the notifications, or mark all as read',
    path: ['ids'],
  })
