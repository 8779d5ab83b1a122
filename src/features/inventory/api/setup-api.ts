import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  BUILDING_PATHS,
  UNITS_LIMIT,
  ZBuilding,
  ZDeletedBuilding,
  ZDeletedUnit,
  ZPricingBulkResult,
  ZUnit,
  ZUnitList,
  type TBuildingPatch,
  type TPricingBulkUpdate,
  type TSetupLabelList,
  type TUnitPatch,
  type ZBuildingInput,
  type ZUnitInput,
} from '../../../../contract/buildings.ts'
import { ENTITY_LABEL_LIMIT, LEAD_PATHS, ZEntityLabelList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'

export type TBuildingBody = z.output<typeof ZBuildingInput>
export type TUnitBody = z.output<typeof ZUnitInput>

export const setupKeys = {
  units: (slug: string, buildingId: string) => ['units', slug, buildingId] as const,
  labels: (slug: string, list: TSetupLabelList) => ['setup-labels', slug, list] as const,
}

/** A building's units with every field (the grid's cells carry only what the grid draws). */
export function unitsQueryOptions(slug: string, buildingId: string) {
  return queryOptions({
    queryKey: setupKeys.units(slug, buildingId),
    queryFn: ({ signal }) =>
      http.get(BUILDING_PATHS.units(slug), {
        pageIndex: 0,
        query: { buildingId, limit: UNITS_LIMIT },
        schema: ZUnitList,
        signal,
        silent: true,
      }),
    enabled: buildingId !== '',
  })
}

export const useUnits = (slug: string, buildingId: string) =>
  useQuery(unitsQueryOptions(slug, buildingId))

/** An admin master list (building types, unit types, facings): the values the server accepts. */
export function setupLabelsQueryOptions(slug: string, list: TSetupLabelList) {
  return queryOptions({
    queryKey: setupKeys.labels(slug, list),
    queryFn: async ({ signal }) => {
      const answer = await http.get(LEAD_PATHS.entityLabels(slug), {
        pageIndex: 0,
        query: { entityName: list, limit: ENTITY_LABEL_LIMIT },
        schema: ZEntityLabelList,
        signal,
        silent: true,
      })
      return answer.items.map((label) => label.labelName)
    },
    // Master lists change rarely.
    staleTime: 10 * 60_000,
  })
}

export const useSetupLabels = (slug: string, list: TSetupLabelList) =>
  useQuery(setupLabelsQueryOptions(slug, list))

// Online only, not through the outbox: setup is judged by the server when it is made (decision
// 0044). Silent: the form shows the server's reason on its fields. One key per form opening, so
// a save retried after a lost answer gets the first answer instead of a second building.
const write = <T>(schema: z.ZodType<T>, idempotencyKey?: string) =>
  ({ schema, silent: true, idempotencyKey }) as const

export const saveBuilding = (
  slug: string,
  projectId: string,
  body: TBuildingBody,
  key: string,
  buildingId?: string,
) =>
  buildingId
    ? http.patch(
        BUILDING_PATHS.building(slug, buildingId),
        body satisfies TBuildingPatch,
        write(ZBuilding, key),
      )
    : http.post(BUILDING_PATHS.buildings(slug), body, {
        ...write(ZBuilding, key),
        query: { projectId },
      })

export const saveUnit = (slug: string, body: TUnitBody, key: string, unitId?: string) => {
  if (!unitId) return http.post(BUILDING_PATHS.units(slug), body, write(ZUnit, key))
  // A unit stays on its floor and building: the edit sends the unit's own fields.
  const { buildingId: _b, floorNumber: _f, ...patch } = body
  return http.patch(
    BUILDING_PATHS.unit(slug, unitId),
    patch satisfies TUnitPatch,
    write(ZUnit, key),
  )
}

export const deleteBuilding = (slug: string, buildingId: string) =>
  http.delete(BUILDING_PATHS.building(slug, buildingId), write(ZDeletedBuilding))

export const deleteUnit = (slug: string, unitId: string) =>
  http.delete(BUILDING_PATHS.unit(slug, unitId), write(ZDeletedUnit))

export const bulkUpdatePrices = (
  slug: string,
  buildingId: string,
  body: TPricingBulkUpdate,
  key: string,
) =>
  http.post(
    BUILDING_PATHS.pricingBulkUpdate(slug, buildingId),
    body,
    write(ZPricingBulkResult, key),
  )

/** The reads a change to buildings, units or prices shows in; a building's delete adds parking. */
const SETUP_READS = ['buildings', 'units', 'inventory-grid'] as const

/**
 * A change to buildings, units or prices, then every read they show in reads again: the
 * buildings (unit counts), the units and the grids of the organisation (and `alsoReads`).
 */
export function useSetupChange<A, R>(
  slug: string,
  change: (args: A) => Promise<R>,
  alsoReads: readonly string[] = [],
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all(
        [...SETUP_READS, ...alsoReads].map((root) =>
          client.invalidateQueries({ queryKey: [root, slug] }),
        ),
      ),
  })
}
