import { queryOptions } from '@tanstack/react-query'
import { COST_SHEET_PATHS, ZCostSheetLogList } from '../../contract/cost-sheet.ts'
import { http } from './http.ts'

/**
 * The cost sheets shown to a lead (its logs, newest first): read by the booking form (its
 * building, unit and value) and the chat's picker (the COST_SHEETS group), one cache for both.
 */
export const leadCostSheetLogsQuery = (slug: string, leadId: string) =>
  queryOptions({
    queryKey: ['cost-sheet-logs', slug, leadId],
    queryFn: ({ signal }) =>
      http.get(COST_SHEET_PATHS.logs(slug), {
        query: { leadId },
        schema: ZCostSheetLogList,
        signal,
        silent: true,
      }),
  })
