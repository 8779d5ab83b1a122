import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../features/auth/model/session-store.ts'
import {
  dashboardQuery,
  DEFAULT_DASHBOARD_SEARCH,
} from '../../../features/dashboards/model/dashboard-search.ts'
import { homeQueries } from '../../../features/home/api/home-queries.ts'
import { writeChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { prefetchHome } from './-home-prefetch.ts'

const signIn = (scope: 'DXP_LEAD_ASSIGNMENT' | 'DXP_MODIFY_ROUTING') =>
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 900,
    userId: 'u-1',
    userHash: 'h',
    userNumber: '9000000002',
    slug: 'in/dxp/org-1',
    orgId: 'org-1',
    feScopes: [{ name: scope, projects: [] }],
    developers: [],
    includedModules: [],
  })

function asked(raw: Record<string, unknown>) {
  const client = new QueryClient()
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined)
  prefetchHome(client, raw)
  return prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey))
}

describe('prefetchHome', () => {
  afterEach(() => setSession(null))

  it('asks for the very queries the screen reads, the chosen project settled', () => {
    signIn('DXP_LEAD_ASSIGNMENT')
    writeChosenProject('org-1', 'p-1')
    const query = dashboardQuery({ ...DEFAULT_DASHBOARD_SEARCH, projectId: 'p-1' })!
    const screen = homeQueries('in/dxp/org-1', query, { tasksPage: 3 })
    const keys = asked({ tasksPage: '3' })
    for (const part of [screen.overview, screen.siteVisits, screen.taskOverview, screen.tasks])
      expect(keys).toContain(JSON.stringify(part.queryKey))
    writeChosenProject('org-1', null)
  })

  it('asks for nothing without a lead scope, signed out, or while a custom range is unfinished', () => {
    signIn('DXP_MODIFY_ROUTING')
    expect(asked({})).toEqual([])
    setSession(null)
    expect(asked({})).toEqual([])
    signIn('DXP_LEAD_ASSIGNMENT')
    expect(asked({ preset: 'custom', fromDate: '2026-11-02' })).toEqual([])
  })
})
