import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import {
  BOOKING_READ_SCOPES,
  COMMON_DOCUMENT_SCOPES,
  CONSTRUCTION_SCOPES,
  COST_SHEET_READ_SCOPES,
  CUSTOMER_READ_SCOPES,
  REPORT_SCOPES,
  TICKET_SCOPES,
  type TScope,
} from '../../../../contract/scopes.ts'

/** Areas of the side navigation, in the order they appear. */
export const NAV_AREAS = [
  { id: 'projects', label: msg`Projects` },
  { id: 'sales', label: msg`Sales` },
  { id: 'post-sales', label: msg`Post-sales` },
  { id: 'marketing', label: msg`Marketing` },
  { id: 'administration', label: msg`Administration` },
] as const satisfies readonly { id: string; label: MessageDescriptor }[]

export type TNavArea = (typeof NAV_AREAS)[number]['id']
/** Each screen its own icon: a collapsed navigation is told apart by them alone. */
export type TNavIcon =
  | 'projects'
  | 'sync'
  | 'home'
  | 'leads'
  | 'tasks'
  | 'calls'
  | 'agents'
  | 'weights'
  | 'dashboard'
  | 'analytics'
  | 'reports'
  | 'inbox'
  | 'settings'
  | 'form'
  | 'inventory'
  | 'parking'
  | 'assignment'
  | 'buildings'
  | 'units'
  | 'costSheet'
  | 'customers'
  | 'letters'
  | 'documents'
  | 'construction'
  | 'queries'

export interface NavItem {
  label: MessageDescriptor
  /** A route of the app: typed by the route tree, so a renamed route breaks the build here. */
  to: NonNullable<LinkProps['to']>
  area: TNavArea
  icon: TNavIcon
  /** Shown only to users holding this scope (on any project). */
  scope?: TScope
  /** Shown only to users holding at least one of these scopes (on any project). */
  scopes?: readonly TScope[]
  /** Shown only when the organisation's includedModules lists this module. */
  module?: string
  /** Active only on this exact path (an index page must not light up for its children). */
  exact?: boolean
}

/**
 * Every screen that works, one line each. A screen is added here when it is done: the
 * navigation never shows a placeholder.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    // /developer itself is the start screen, which for users of leads is the home dashboard.
    label: msg`Project overview`,
    to: '/developer/projects',
    area: 'projects',
    icon: 'projects',
    // Not lit on the inventory, whose path continues it.
    exact: true,
  },
  {
    label: msg`Buildings`,
    to: '/developer/projects/buildings',
    area: 'projects',
    icon: 'buildings',
    scopes: ['DXP_VIEW_BUILDING', 'DXP_BUILDING'],
  },
  {
    label: msg`Units`,
    to: '/developer/projects/units',
    area: 'projects',
    icon: 'units',
    scopes: ['DXP_UNIT', 'DXP_VIEW_BUILDING', 'DXP_BUILDING'],
  },
  {
    label: msg`Inventory`,
    to: '/developer/projects/inventory',
    area: 'projects',
    icon: 'inventory',
    scope: 'DXP_INVENTORY',
  },
  {
    label: msg`Cost sheet`,
    to: '/developer/projects/cost-sheet',
    area: 'projects',
    icon: 'costSheet',
    scopes: COST_SHEET_READ_SCOPES,
  },
  {
    label: msg`Parking`,
    to: '/developer/projects/parking',
    area: 'projects',
    icon: 'parking',
    scope: 'DXP_PARKING',
  },
  {
    label: msg`User assignment`,
    to: '/developer/projects/user-assignment',
    area: 'projects',
    icon: 'assignment',
    scope: 'DXP_USER_ASSIGNMENT',
  },
  {
    label: msg`Sync center`,
    to: '/developer/sync',
    area: 'projects',
    icon: 'sync',
  },
  {
    label: msg`Home`,
    to: '/developer/home',
    area: 'sales',
    icon: 'home',
    scopes: LEAD_READ_SCOPES,
    exact: true,
  },
  {
    label: msg`Leads`,
    to: '/developer/manage-leads',
    area: 'sales',
    icon: 'leads',
    scopes: LEAD_READ_SCOPES,
  },
  {
    label: msg`Manage bookings`,
    to: '/developer/manage-bookings',
    area: 'sales',
    icon: 'form',
    scopes: BOOKING_READ_SCOPES,
  },
  {
    label: msg`Tasks`,
    to: '/developer/home/all-tasks',
    area: 'sales',
    icon: 'tasks',
    scopes: LEAD_READ_SCOPES,
  },
  {
    label: msg`Call logs`,
    to: '/developer/call-logs',
    area: 'sales',
    icon: 'calls',
    scopes: LEAD_READ_SCOPES,
  },
  {
    label: msg`Agent performance`,
    to: '/developer/home/agent-performance',
    area: 'sales',
    icon: 'agents',
    // Agent moderation is the managers' (the server's rule).
    scope: 'DXP_LEAD_ASSIGNMENT',
  },
  {
    label: msg`Agent moderation`,
    to: '/developer/agent-moderation',
    area: 'sales',
    icon: 'weights',
    // Read by those who see agent performance, changed with the routing scope (decision 0035).
    scopes: ['DXP_LEAD_ASSIGNMENT', 'DXP_MODIFY_ROUTING'],
  },
  {
    label: msg`Dashboard`,
    to: '/developer/dashboard',
    area: 'sales',
    icon: 'dashboard',
    scopes: REPORT_SCOPES,
  },
  {
    label: msg`Analytics dashboards`,
    to: '/developer/analytics-dashboard/all',
    area: 'sales',
    icon: 'analytics',
    scopes: REPORT_SCOPES,
  },
  {
    label: msg`Reports`,
    to: '/developer/reports',
    area: 'sales',
    icon: 'reports',
    scope: 'DXP_LEAD_REPORT',
  },
  {
    label: msg`Lead settings`,
    to: '/developer/lead-settings',
    area: 'sales',
    icon: 'settings',
    scope: 'DXP_MODIFY_ROUTING',
    exact: true,
  },
  {
    label: msg`Customise lead form`,
    to: '/developer/lead-settings/customise-lead-form',
    area: 'sales',
    icon: 'form',
    // Lead settings' scope (decision 0036).
    scope: 'DXP_MODIFY_ROUTING',
  },
  {
    label: msg`Customers`,
    to: '/developer/post-sales/customers',
    area: 'post-sales',
    icon: 'customers',
    scopes: CUSTOMER_READ_SCOPES,
  },
  {
    label: msg`Receipts and letters`,
    to: '/developer/post-sales/receipts-and-letters',
    area: 'post-sales',
    icon: 'letters',
    scopes: CUSTOMER_READ_SCOPES,
  },
  {
    label: msg`Common documents`,
    to: '/developer/post-sales/documents',
    area: 'post-sales',
    icon: 'documents',
    scopes: COMMON_DOCUMENT_SCOPES,
  },
  {
    label: msg`Construction progress`,
    to: '/developer/post-sales/construction-milestone-and-progress',
    area: 'post-sales',
    icon: 'construction',
    scopes: CONSTRUCTION_SCOPES,
  },
  {
    label: msg`Customer queries`,
    to: '/developer/queries',
    area: 'post-sales',
    icon: 'queries',
    // Either query scope opens the list (decision 0057).
    scopes: TICKET_SCOPES,
  },
  {
    label: msg`Demo requests`,
    to: '/developer/demo-requests',
    area: 'administration',
    icon: 'inbox',
    scope: 'DXP_USER_MANAGEMENT',
  },
]

export interface NavAccess {
  can: (scope: TScope) => boolean
  includedModules: readonly string[]
}

export interface NavGroup {
  area: (typeof NAV_AREAS)[number]
  items: NavItem[]
}

/** The navigation a user sees: entries they may use, grouped by area, empty areas left out. */
export function visibleNavGroups(
  access: NavAccess,
  items: readonly NavItem[] = NAV_ITEMS,
): NavGroup[] {
  const visible = items.filter(
    (item) =>
      (item.scope === undefined || access.can(item.scope)) &&
      (item.scopes === undefined || item.scopes.some((scope) => access.can(scope))) &&
      (item.module === undefined || access.includedModules.includes(item.module)),
  )
  return NAV_AREAS.map((area) => ({
    area,
    items: visible.filter((item) => item.area === area.id),
  })).filter((group) => group.items.length > 0)
}
