import { z } from 'zod'
import { TASK_STATUSES } from '../../../../contract/tasks.ts'
import { compactParams, optionalParam, zPageParam } from '../../../lib/search-params.ts'
import type { THomeTables } from '../api/home-queries.ts'

/** The home's own URL parameters beside the dashboard filters: where its tables are. */
const ZHomeTables = z.object({
  taskStatus: optionalParam(z.enum(TASK_STATUSES)),
  tasksPage: zPageParam,
  agentsPage: zPageParam,
})

export function parseHomeTables(raw: Record<string, unknown>): THomeTables {
  return compactTables(ZHomeTables.parse(raw))
}

/** Without the first pages or an empty status, so equal views have equal URLs. */
export function compactTables(tables: THomeTables): THomeTables {
  const out = compactParams({ ...tables, page: undefined })
  if (out.tasksPage === 0) delete out.tasksPage
  if (out.agentsPage === 0) delete out.agentsPage
  return out
}
