import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  DASHBOARD_PATHS,
  ZAgentPerformanceList,
  ZLeadOverview,
  ZSiteVisitOverview,
  ZTaskOverview,
  type TDashboardQuery,
} from '../../../../contract/dashboards.ts'
import {
  TASK_PAGE_SIZE,
  TASK_PATHS,
  ZTaskList,
  type TTaskStatus,
} from '../../../../contract/tasks.ts'
import type { z } from 'zod'
import { http } from '../../../lib/http.ts'

export const homeKeys = {
  all: (slug: string) => ['home', slug] as const,
  part: (slug: string, part: string, query: object, pageIndex = 0) =>
    ['home', slug, part, query, pageIndex] as const,
}

/** Overdue is the server's judgement on its clock: asking again now and then keeps it true. */
const TASK_REFRESH_MS = 60_000

function part<T>(
  slug: string,
  name: string,
  path: string,
  schema: z.ZodType<T>,
  query: TDashboardQuery & { taskStatus?: TTaskStatus },
  page?: { pageIndex: number; limit?: number },
) {
  return queryOptions({
    queryKey: homeKeys.part(slug, name, query, page?.pageIndex),
    // Silent: each panel shows its own failure in place, with a retry.
    queryFn: ({ signal }) =>
      http.get(path, {
        query: page?.limit ? { ...query, limit: page.limit } : query,
        ...(page ? { pageIndex: page.pageIndex } : {}),
        schema,
        signal,
        silent: true,
      }),
    // A new period keeps the old numbers on screen (dimmed) until the new ones come.
    placeholderData: keepPreviousData,
  })
}

/** Where the home's tables are: their pages (0-based) and the tasks' status filter. */
export interface THomeTables {
  tasksPage?: number | undefined
  agentsPage?: number | undefined
  taskStatus?: TTaskStatus | undefined
}

/**
 * Every GET the home dashboard makes for a range query (the dashboards' `dashboardQuery`), its
 * tables at the given pages: one function, so the screen and a background prefetch (offline
 * use) ask for the very same URLs.
 */
export function homeQueries(slug: string, query: TDashboardQuery, tables: THomeTables = {}) {
  const taskQuery = tables.taskStatus ? { ...query, taskStatus: tables.taskStatus } : query
  return {
    overview: part(slug, 'overview', DASHBOARD_PATHS.overview(slug), ZLeadOverview, query),
    siteVisits: part(
      slug,
      'site-visits',
      DASHBOARD_PATHS.siteVisitStatus(slug),
      ZSiteVisitOverview,
      query,
    ),
    taskOverview: {
      ...part(slug, 'task-overview', DASHBOARD_PATHS.taskOverview(slug), ZTaskOverview, query),
      refetchInterval: TASK_REFRESH_MS,
    },
    agents: part(
      slug,
      'agents',
      DASHBOARD_PATHS.agentPerformance(slug),
      ZAgentPerformanceList,
      query,
      { pageIndex: tables.agentsPage ?? 0 },
    ),
    tasks: {
      ...part(slug, 'tasks', TASK_PATHS.tasks(slug), ZTaskList, taskQuery, {
        pageIndex: tables.tasksPage ?? 0,
        limit: TASK_PAGE_SIZE,
      }),
      refetchInterval: TASK_REFRESH_MS,
    },
  }
}
