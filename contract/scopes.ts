/** Front-end scope names: what a permission group grants. A group holding WILDCARD_SCOPE may do everything. */
export const SCOPES = [
  'DXP_MODIFY_ROLE',
  'DXP_DEPARTMENT',
  'DXP_PERMISSION_GROUP',
  'DXP_USER_MANAGEMENT',
  'DXP_USER_ASSIGNMENT',
  'DXP_PROJECT_ATTRIBUTES',
  'DXP_ADD_PROJECT',
  'DXP_PROJECT_BRIEF',
  'DXP_PROJECT_CONTENT',
  'DXP_CREATIVES',
  'DXP_BROCHURE',
  'DXP_BUILDING',
  'DXP_VIEW_BUILDING',
  'DXP_UNIT',
  'DXP_PARKING',
  'DXP_INVENTORY',
  'DXP_PRICING',
  'DXP_DOCUMENT',
  'DXP_DOCUMENTS',
  'DXP_ADD_LEAD',
  'DXP_LEAD_ASSIGNMENT',
  'DXP_CALLSNCHAT',
  'DXP_LEAD_REPORT',
  'DXP_BULK_UPLOAD_LEADS',
  'DXP_MODIFY_CHANGE_SOURCE',
  'DXP_MODIFY_UNMASK_LEAD',
  'DXP_MODIFY_ROUTING',
  'DXP_VIEW_RETAIN_LEAD',
  'DXP_MODIFY_RETAIN_LEAD',
  'DXP_VIEW_BOOKING_FORM',
  'DXP_MODIFY_BOOKING_FORM',
  'DXP_MODIFY_EDIT_BOOKING',
  'DXP_MODIFY_CONSTRUCTION_PROGRESS',
  'DXP_MODIFY_QUERY_ASSIGNMENT',
  'DXP_MODIFY_QUERY_HANDLING',
  'DXP_MODIFY_PAYMENTS',
  'DXP_MODIFY_MASTER_COST_SHEET',
  'DXP_MARTECH_DEFAULT_PERMISSION',
] as const

export type TScope = (typeof SCOPES)[number]

export const WILDCARD_SCOPE = '*'

export interface ScopeGrant {
  name: string
  /** Empty: every project. */
  projects: readonly string[]
}

/**
 * The one scope check, used by the server on every route and by the PWA's `can()`.
 * Without a project, the scope must be held on some project; with one, on that project.
 */
export function hasScope(
  grants: readonly ScopeGrant[],
  scope: TScope,
  projectId?: string,
): boolean {
  return grants.some(
    (g) =>
      g.name === WILDCARD_SCOPE ||
      (g.name === scope &&
        (projectId === undefined || g.projects.length === 0 || g.projects.includes(projectId))),
  )
}

/** Acting across several projects (bulk assignment) needs the scope on every one of them. */
export function hasScopeOnAll(
  grants: readonly ScopeGrant[],
  scope: TScope,
  projectIds: readonly string[],
): boolean {
  return projectIds.every((p) => hasScope(grants, scope, p))
}

// Scope groups the navigation shares with the server's rules, kept here rather than beside each
// area's schemas so the signed-in shell loads none of those (decision 0058).

/**
 * Reading bookings: viewing the booking form, or changing bookings (which includes seeing them).
 * Needed on the lead's project, on top of seeing the lead.
 */
export const BOOKING_READ_SCOPES = [
  'DXP_VIEW_BOOKING_FORM',
  'DXP_MODIFY_BOOKING_FORM',
  'DXP_MODIFY_EDIT_BOOKING',
] as const satisfies readonly TScope[]

/** Who reads the master rows: pricing, the cost sheet's owners, and whoever fills a booking. */
export const COST_SHEET_READ_SCOPES = [
  'DXP_PRICING',
  'DXP_MODIFY_MASTER_COST_SHEET',
  ...BOOKING_READ_SCOPES,
] as const satisfies readonly TScope[]

/** Who may ask the reports and keep analytics dashboards: lead reports, or a manager's assignment scope. */
export const REPORT_SCOPES = [
  'DXP_LEAD_REPORT',
  'DXP_LEAD_ASSIGNMENT',
] as const satisfies readonly TScope[]

/** Documents need the documents scope (spec 002 section 6), on the project. */
export const COMMON_DOCUMENT_SCOPES = [
  'DXP_DOCUMENT',
  'DXP_DOCUMENTS',
] as const satisfies readonly TScope[]

export const CONSTRUCTION_SCOPES = [
  'DXP_MODIFY_CONSTRUCTION_PROGRESS',
] as const satisfies readonly TScope[]

/** Spec 002 section 6: comments need handling; the assignee needs assignment; the rest either. */
export const TICKET_HANDLING_SCOPE = 'DXP_MODIFY_QUERY_HANDLING' satisfies TScope
export const TICKET_ASSIGNMENT_SCOPE = 'DXP_MODIFY_QUERY_ASSIGNMENT' satisfies TScope
export const TICKET_SCOPES = [TICKET_HANDLING_SCOPE, TICKET_ASSIGNMENT_SCOPE] as const

/**
 * Who looks after customers once they have booked: the payments scope (post-sales) or the
 * scope that changes confirmed bookings (managers). Per project.
 */
export const CUSTOMER_READ_SCOPES = [
  'DXP_MODIFY_PAYMENTS',
  'DXP_MODIFY_EDIT_BOOKING',
] as const satisfies readonly TScope[]
/** Recording payments and issuing letters: "payment actions need the payments scope". */
export const PAYMENT_SCOPES = ['DXP_MODIFY_PAYMENTS'] as const satisfies readonly TScope[]
/** Reading a customer's contact details in full, as a lead's. */
export const CUSTOMER_UNMASK_SCOPE = 'DXP_MODIFY_UNMASK_LEAD' satisfies TScope
