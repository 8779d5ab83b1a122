import { msg } from '@lingui/core/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  BUILDING_PATHS,
  UNITS_LIMIT,
  ZUnitList,
  type TUnit,
} from '../../../../contract/buildings.ts'
import {
  COST_SHEET_PATHS,
  ZCostSheetList,
  type TCostSheetLogInput,
} from '../../../../contract/cost-sheet.ts'
import { http } from '../../../lib/http.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'

export const costSheetKeys = {
  rows: (slug: string, projectId: string) => ['cost-sheet-rows', slug, projectId] as const,
  units: (slug: string, buildingId: string) => ['cost-sheet-units', slug, buildingId] as const,
}

/**
 * Every master row of a project's buildings in one read: one stored answer serves every tower
 * offline. Silent: the builder shows the spec's connection error in place.
 */
export function costSheetRowsQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: costSheetKeys.rows(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(COST_SHEET_PATHS.list(slug), {
        query: { projectId },
        schema: ZCostSheetList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

export const useCostSheetRows = (slug: string, projectId: string) =>
  useQuery(costSheetRowsQueryOptions(slug, projectId))

/**
 * Every unit of a building, page by page (200 a page): the flat's type, floor and carpet area
 * price it. The first page's address is the units screen's, so one stored read serves both.
 */
export function buildingUnitsQueryOptions(slug: string, buildingId: string) {
  return queryOptions({
    queryKey: costSheetKeys.units(slug, buildingId),
    queryFn: async ({ signal }) => {
      const units: TUnit[] = []
      for (let pageIndex = 0; ; pageIndex++) {
        const page = await http.get(BUILDING_PATHS.units(slug), {
          pageIndex,
          query: { buildingId, limit: UNITS_LIMIT },
          schema: ZUnitList,
          signal,
          silent: true,
        })
        units.push(...page.items)
        if (page.items.length < UNITS_LIMIT || units.length >= page.pageInfo.totalNumItems)
          return units
      }
    },
    enabled: buildingId !== '',
  })
}

export const useBuildingUnits = (slug: string, buildingId: string) =>
  useQuery(buildingUnitsQueryOptions(slug, buildingId))

/**
 * Records what was shown to a lead: a field action, so it goes through the lead's outbox queue
 * (online it is sent at once; offline it waits, visible in the sync center). The `_id` made on
 * the device makes a replay record it once; the server recomputes every amount it carries.
 */
export function saveCostSheetLog(
  slug: string,
  body: TCostSheetLogInput,
  leadName: string,
): Promise<string> {
  return enqueue({
    entity: leadEntity(body.leadId),
    method: 'POST',
    path: COST_SHEET_PATHS.logs(slug),
    body,
    label: msg`Cost sheet for ${leadName}`,
    href: `/developer/manage-leads/${body.leadId}`,
  })
}
