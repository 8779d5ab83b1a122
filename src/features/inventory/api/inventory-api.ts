import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  BUILDING_PATHS,
  BUILDINGS_LIMIT,
  ZBuildingList,
  ZInventoryGrid,
} from '../../../../contract/buildings.ts'
import { http } from '../../../lib/http.ts'
import { GRID_ANSWER_MARK } from '../model/inventory-grid.ts'

export const inventoryKeys = {
  buildings: (slug: string, projectId: string) => ['buildings', slug, projectId] as const,
  grid: (slug: string, buildingId: string) => ['inventory-grid', slug, buildingId] as const,
}

/** A project's buildings. Silent: the screen shows the failure in place. */
export function buildingsQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: inventoryKeys.buildings(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(BUILDING_PATHS.buildings(slug), {
        pageIndex: 0,
        query: { projectId, limit: BUILDINGS_LIMIT },
        schema: ZBuildingList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

export const useBuildings = (slug: string, projectId: string) =>
  useQuery(buildingsQueryOptions(slug, projectId))

/**
 * The whole grid of a building, unfiltered: the filters work on the device, so the one stored
 * read serves every filter offline.
 */
export function inventoryGridQueryOptions(slug: string, buildingId: string) {
  return queryOptions({
    queryKey: inventoryKeys.grid(slug, buildingId),
    queryFn: async ({ signal }) => {
      const grid = await http.get(BUILDING_PATHS.inventoryUnits(slug, buildingId), {
        schema: ZInventoryGrid,
        signal,
        silent: true,
      })
      // Where "renders within 100 ms after its data arrives" (issue 19) starts.
      performance.clearMarks(GRID_ANSWER_MARK)
      performance.mark(GRID_ANSWER_MARK)
      return grid
    },
    enabled: buildingId !== '',
  })
}

export const useInventoryGrid = (slug: string, buildingId: string) =>
  useQuery(inventoryGridQueryOptions(slug, buildingId))
