import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PARKING_PATHS,
  ZDeletedParking,
  ZParkingAdded,
  ZParkingList,
  ZParkingQuery,
  ZParkingSequenceInput,
} from '../../../../../contract/parking.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { addParkingSequence, listParking, removeParking } from './parking.service.ts'

const IN_QUERY = { in: 'query', name: 'projectId' } as const

/**
 * Parking (decision 0045): routes naming their project check DXP_PARKING on it here; deleting a
 * bay needs the scope on some project here and on the bay's own project in the service.
 */
export const parkingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PARKING_PATHS.parkings(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZParkingQuery, response: { 200: ZParkingList } },
      config: { access: { scope: 'DXP_PARKING', project: IN_QUERY } },
    },
    async (request) => listParking(app.db, authOf(request), request.query.projectId),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: PARKING_PATHS.parkings(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZParkingQuery,
        body: ZParkingSequenceInput,
        response: { 201: ZParkingAdded },
      },
      config: { access: { scope: 'DXP_PARKING', project: IN_QUERY } },
    },
    async (request, tx) => ({
      status: 201,
      body: await addParkingSequence(tx, authOf(request), request.query.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: PARKING_PATHS.parking(SLUG_PARAMS, ':parkingId'),
      schema: {
        params: ZSlugParams.extend({ parkingId: z.string().min(1) }),
        response: { 200: ZDeletedParking },
      },
      config: { access: { scope: 'DXP_PARKING' } },
    },
    async (request, tx) => ({
      body: await removeParking(tx, authOf(request), request.params.parkingId),
    }),
  )
}
