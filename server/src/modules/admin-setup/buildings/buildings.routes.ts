import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BUILDING_PATHS,
  ZBuilding,
  ZBuildingInput,
  ZBuildingList,
  ZBuildingListQuery,
  ZBuildingPatch,
  ZDeletedBuilding,
  ZDeletedUnit,
  ZInventoryGrid,
  ZInventoryQuery,
  ZInventorySummary,
  ZPreferredUnitTypes,
  ZPricingBulkResult,
  ZPricingBulkUpdate,
  ZProjectQuery,
  ZSummaryQuery,
  ZUnit,
  ZUnitInput,
  ZUnitList,
  ZUnitListQuery,
  ZUnitPatch,
} from '../../../../../contract/buildings.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  bulkUpdatePrices,
  createBuilding,
  createUnit,
  editBuilding,
  editUnit,
  inventoryGrid,
  inventorySummary,
  listBuildings,
  listUnits,
  preferredUnitTypes,
  removeBuilding,
  removeUnit,
} from './buildings.service.ts'

const ZBuildingParams = ZSlugParams.extend({ buildingId: z.string().min(1) })
const ZUnitParams = ZSlugParams.extend({ unitId: z.string().min(1) })
const IN_QUERY = { in: 'query', name: 'projectId' } as const

/**
 * Routes naming their project check the scope on it here; routes naming a building or a unit
 * need the scope on some project here and on the building's own project in the service.
 */
export const buildingsRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  app.get(
    BUILDING_PATHS.buildings(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZBuildingListQuery,
        response: { 200: ZBuildingList },
      },
      config: {
        access: {
          scope: ['DXP_VIEW_BUILDING', 'DXP_BUILDING', 'DXP_INVENTORY'],
          project: IN_QUERY,
        },
      },
    },
    async (request) =>
      listBuildings(app.db, authOf(request), request.query.projectId, request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: BUILDING_PATHS.buildings(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        body: ZBuildingInput,
        response: { 201: ZBuilding },
      },
      config: { access: { scope: 'DXP_BUILDING', project: IN_QUERY } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createBuilding(tx, authOf(request), request.query.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: BUILDING_PATHS.building(SLUG_PARAMS, ':buildingId'),
      schema: { params: ZBuildingParams, body: ZBuildingPatch, response: { 200: ZBuilding } },
      config: { access: { scope: 'DXP_BUILDING' } },
    },
    async (request, tx) => ({
      body: await editBuilding(tx, authOf(request), request.params.buildingId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: BUILDING_PATHS.building(SLUG_PARAMS, ':buildingId'),
      schema: { params: ZBuildingParams, response: { 200: ZDeletedBuilding } },
      config: { access: { scope: 'DXP_BUILDING' } },
    },
    async (request, tx) => ({
      body: await removeBuilding(tx, authOf(request), request.params.buildingId),
    }),
  )

  app.get(
    BUILDING_PATHS.units(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZUnitListQuery, response: { 200: ZUnitList } },
      config: { access: { scope: ['DXP_UNIT', 'DXP_VIEW_BUILDING', 'DXP_BUILDING'] } },
    },
    async (request) =>
      listUnits(app.db, objects, authOf(request), request.query.buildingId, request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: BUILDING_PATHS.units(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZUnitInput, response: { 201: ZUnit } },
      config: { access: { scope: 'DXP_UNIT' } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createUnit(tx, objects, authOf(request), request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: BUILDING_PATHS.unit(SLUG_PARAMS, ':unitId'),
      schema: { params: ZUnitParams, body: ZUnitPatch, response: { 200: ZUnit } },
      config: { access: { scope: 'DXP_UNIT' } },
    },
    async (request, tx) => ({
      body: await editUnit(tx, objects, authOf(request), request.params.unitId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: BUILDING_PATHS.unit(SLUG_PARAMS, ':unitId'),
      schema: { params: ZUnitParams, response: { 200: ZDeletedUnit } },
      config: { access: { scope: 'DXP_UNIT' } },
    },
    async (request, tx) => ({
      body: await removeUnit(tx, authOf(request), request.params.unitId),
    }),
  )

  app.get(
    BUILDING_PATHS.inventoryUnits(SLUG_PARAMS, ':buildingId'),
    {
      schema: {
        params: ZBuildingParams,
        querystring: ZInventoryQuery,
        response: { 200: ZInventoryGrid },
      },
      config: { access: { scope: 'DXP_INVENTORY' } },
    },
    async (request) =>
      inventoryGrid(app.db, authOf(request), request.params.buildingId, request.query),
  )

  app.get(
    BUILDING_PATHS.summary(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZSummaryQuery,
        response: { 200: ZInventorySummary },
      },
      config: { access: { scope: 'DXP_INVENTORY', project: IN_QUERY } },
    },
    async (request) =>
      inventorySummary(app.db, authOf(request), request.query.projectId, request.query.buildingId),
  )

  app.get(
    BUILDING_PATHS.preferredUnitTypes(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        response: { 200: ZPreferredUnitTypes },
      },
      config: { access: { scope: 'DXP_INVENTORY', project: IN_QUERY } },
    },
    async (request) => preferredUnitTypes(app.db, authOf(request), request.query.projectId),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: BUILDING_PATHS.pricingBulkUpdate(SLUG_PARAMS, ':buildingId'),
      schema: {
        params: ZBuildingParams,
        body: ZPricingBulkUpdate,
        response: { 200: ZPricingBulkResult },
      },
      config: { access: { scope: 'DXP_PRICING' } },
    },
    async (request, tx) => ({
      body: await bulkUpdatePrices(tx, authOf(request), request.params.buildingId, request.body),
    }),
  )
}
