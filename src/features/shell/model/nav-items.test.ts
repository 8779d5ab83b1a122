import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
// Routes stand in for screens that do not exist yet: the table is typed by the route tree.
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import { NAV_ITEMS, visibleNavGroups, type NavItem } from './nav-items.ts'

const items: NavItem[] = [
  { label: msg`Overview`, to: '/developer', area: 'projects', icon: 'projects' },
  { label: msg`Leads`, to: '/login', area: 'sales', icon: 'inbox', module: 'leads' },
  {
    label: msg`Users`,
    to: '/terms-conditions',
    area: 'administration',
    icon: 'inbox',
    scope: 'DXP_USER_MANAGEMENT',
  },
  {
    label: msg`Campaigns`,
    to: '/cookie-policy',
    area: 'marketing',
    icon: 'inbox',
    scope: 'DXP_MARTECH_DEFAULT_PERMISSION',
    module: 'marketing',
  },
]

const paths = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((g) => g.items.map((i) => i.to))

describe('visibleNavGroups', () => {
  it('shows entries without conditions to everyone', () => {
    const groups = visibleNavGroups({ can: () => false, includedModules: [] }, items)
    expect(paths(groups)).toEqual(['/developer'])
  })

  it('needs the scope', () => {
    const groups = visibleNavGroups(
      { can: (s) => s === 'DXP_USER_MANAGEMENT', includedModules: [] },
      items,
    )
    expect(paths(groups)).toEqual(['/developer', '/terms-conditions'])
  })

  it('needs the module', () => {
    const groups = visibleNavGroups({ can: () => false, includedModules: ['leads'] }, items)
    expect(paths(groups)).toEqual(['/developer', '/login'])
  })

  it('needs both the scope and the module when an entry names both', () => {
    const scopeOnly = visibleNavGroups({ can: () => true, includedModules: [] }, items)
    expect(paths(scopeOnly)).not.toContain('/cookie-policy')
    const both = visibleNavGroups({ can: () => true, includedModules: ['marketing'] }, items)
    expect(paths(both)).toContain('/cookie-policy')
  })

  it('groups by area in the fixed area order and drops empty areas', () => {
    const groups = visibleNavGroups(
      { can: () => true, includedModules: ['leads', 'marketing'] },
      items,
    )
    expect(groups.map((g) => g.area.id)).toEqual([
      'projects',
      'sales',
      'marketing',
      'administration',
    ])
  })

  it('shows demo requests to administrators only', () => {
    const admin = visibleNavGroups({ can: () => true, includedModules: [] }, NAV_ITEMS)
    const exec = visibleNavGroups({ can: () => false, includedModules: [] }, NAV_ITEMS)
    expect(paths(admin)).toContain('/developer/demo-requests')
    expect(paths(exec)).not.toContain('/developer/demo-requests')
  })

  it('needs any one of several scopes when an entry lists them', () => {
    const withScopes: NavItem[] = [
      {
        label: msg`Leads`,
        to: '/developer/sync',
        area: 'sales',
        icon: 'inbox',
        scopes: ['DXP_ADD_LEAD', 'DXP_LEAD_ASSIGNMENT'],
      },
    ]
    const none = visibleNavGroups({ can: () => false, includedModules: [] }, withScopes)
    expect(paths(none)).toEqual([])
    const one = visibleNavGroups(
      { can: (s) => s === 'DXP_LEAD_ASSIGNMENT', includedModules: [] },
      withScopes,
    )
    expect(paths(one)).toEqual(['/developer/sync'])
  })

  it('shows leads to anyone holding a lead scope', () => {
    const exec = visibleNavGroups(
      { can: (s) => s === 'DXP_VIEW_RETAIN_LEAD', includedModules: [] },
      NAV_ITEMS,
    )
    expect(paths(exec)).toContain('/developer/manage-leads')
    expect(LEAD_READ_SCOPES).toContain('DXP_ADD_LEAD')
    const other = visibleNavGroups(
      { can: (s) => s === 'DXP_USER_MANAGEMENT', includedModules: [] },
      NAV_ITEMS,
    )
    expect(paths(other)).not.toContain('/developer/manage-leads')
  })

  it('shows tasks and call logs to holders of a lead scope, as the server does', () => {
    const exec = visibleNavGroups(
      { can: (s) => s === 'DXP_CALLSNCHAT', includedModules: [] },
      NAV_ITEMS,
    )
    expect(paths(exec)).toEqual(
      expect.arrayContaining(['/developer/home/all-tasks', '/developer/call-logs']),
    )
    const other = visibleNavGroups(
      { can: (s) => s === 'DXP_USER_MANAGEMENT', includedModules: [] },
      NAV_ITEMS,
    )
    expect(paths(other)).not.toContain('/developer/home/all-tasks')
    expect(paths(other)).not.toContain('/developer/call-logs')
  })

  it('opens the sales area with Home for holders of a lead scope, and only for them', () => {
    const exec = visibleNavGroups(
      { can: (s) => s === 'DXP_ADD_LEAD', includedModules: [] },
      NAV_ITEMS,
    )
    const sales = exec.find((g) => g.area.id === 'sales')
    expect(sales?.items.map((i) => i.to)[0]).toBe('/developer/home')
    // Home lights up on its own path only, not on the tasks beneath it.
    expect(sales?.items[0]?.exact).toBe(true)
    const other = visibleNavGroups(
      { can: (s) => s === 'DXP_USER_MANAGEMENT', includedModules: [] },
      NAV_ITEMS,
    )
    expect(paths(other)).not.toContain('/developer/home')
    expect(paths(other)).toContain('/developer/projects')
  })

  it('puts customers and receipts in Post-sales for the payments and booking-edit scopes only', () => {
    const postSalesPaths = [
      '/developer/post-sales/customers',
      '/developer/post-sales/receipts-and-letters',
    ]
    for (const scope of ['DXP_MODIFY_PAYMENTS', 'DXP_MODIFY_EDIT_BOOKING'] as const) {
      const groups = visibleNavGroups({ can: (s) => s === scope, includedModules: [] }, NAV_ITEMS)
      expect(groups.find((g) => g.area.id === 'post-sales')?.items.map((i) => i.to)).toEqual(
        expect.arrayContaining(postSalesPaths),
      )
    }
    const exec = visibleNavGroups(
      {
        can: (s) => s === 'DXP_VIEW_BOOKING_FORM' || s === 'DXP_MODIFY_BOOKING_FORM',
        includedModules: [],
      },
      NAV_ITEMS,
    )
    for (const path of postSalesPaths) expect(paths(exec)).not.toContain(path)
  })
})
