import { WILDCARD_SCOPE, type TScope } from '../../../contract/scopes.ts'

export type TPermissionGroupKey =
  'administrator' | 'salesManager' | 'salesExecutive' | 'postSales' | 'marketing'

export interface TPermissionGroupSeed {
  /** Stable machine name, unique per organisation. */
  name: string
  displayName: string
  permissions: readonly (TScope | typeof WILDCARD_SCOPE)[]
}

const SALES_EXECUTIVE: readonly TScope[] = [
  // Works the leads assigned to them: adds walk-ins, calls and chats, shows inventory and
  // fills the booking form with the customer, but sees masked contact details of others' leads.
  'DXP_ADD_LEAD',
  'DXP_CALLSNCHAT',
  'DXP_VIEW_BOOKING_FORM',
  // Saves the booking form (a draft, or the confirmed sale) for their own leads; changing a
  // confirmed booking stays with managers and post-sales (DXP_MODIFY_EDIT_BOOKING).
  'DXP_MODIFY_BOOKING_FORM',
  'DXP_VIEW_BUILDING',
  // Shows a buyer what is available, floor by floor (decision 0042).
  'DXP_INVENTORY',
]

export const PERMISSION_GROUPS: Readonly<Record<TPermissionGroupKey, TPermissionGroupSeed>> = {
  administrator: {
    name: 'administrator',
    displayName: 'Administrator',
    // Sets the organisation up: users, roles, projects, inventory, pricing. Everything.
    permissions: [WILDCARD_SCOPE],
  },
  salesManager: {
    name: 'sales-manager',
    displayName: 'Sales Manager',
    permissions: [
      ...SALES_EXECUTIVE,
      // Runs the team: distributes and reassigns leads, owns routing rules, imports leads
      // from events and portals, corrects sources, reports on the funnel.
      'DXP_LEAD_ASSIGNMENT',
      'DXP_MODIFY_ROUTING',
      'DXP_BULK_UPLOAD_LEADS',
      'DXP_MODIFY_CHANGE_SOURCE',
      'DXP_LEAD_REPORT',
      // Sees the real numbers to escalate, and decides which leads a leaving executive keeps.
      'DXP_MODIFY_UNMASK_LEAD',
      'DXP_VIEW_RETAIN_LEAD',
      'DXP_MODIFY_RETAIN_LEAD',
      // Approves and corrects bookings made by the team, and needs the inventory to sell it.
      'DXP_MODIFY_BOOKING_FORM',
      'DXP_MODIFY_EDIT_BOOKING',
    ],
  },
  salesExecutive: {
    name: 'sales-executive',
    displayName: 'Sales Executive',
    permissions: SALES_EXECUTIVE,
  },
  postSales: {
    name: 'post-sales',
    displayName: 'Post Sales',
    permissions: [
      // Looks after customers once they have booked: the booking, payments and demand
      // letters, documents, construction updates and the customer's queries (tickets).
      'DXP_VIEW_BOOKING_FORM',
      'DXP_MODIFY_BOOKING_FORM',
      'DXP_MODIFY_EDIT_BOOKING',
      'DXP_MODIFY_PAYMENTS',
      'DXP_DOCUMENT',
      'DXP_DOCUMENTS',
      'DXP_MODIFY_CONSTRUCTION_PROGRESS',
      'DXP_MODIFY_QUERY_ASSIGNMENT',
      'DXP_MODIFY_QUERY_HANDLING',
      'DXP_VIEW_BUILDING',
    ],
  },
  marketing: {
    name: 'marketing',
    displayName: 'Marketing',
    permissions: [
      // Campaigns, segments and journeys, and the content they send: creatives, brochures,
      // project content. Reads source-wise reports to judge campaigns, imports event leads.
      'DXP_MARTECH_DEFAULT_PERMISSION',
      'DXP_CREATIVES',
      'DXP_BROCHURE',
      'DXP_PROJECT_CONTENT',
      'DXP_PROJECT_BRIEF',
      'DXP_LEAD_REPORT',
      'DXP_BULK_UPLOAD_LEADS',
    ],
  },
}
