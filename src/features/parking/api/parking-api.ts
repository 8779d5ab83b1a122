import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PARKING_PATHS,
  ZDeletedParking,
  ZParkingAdded,
  ZParkingList,
  type TParkingSequenceInput,
} from '../../../../contract/parking.ts'
import { http } from '../../../lib/http.ts'

export const parkingKeys = {
  project: (slug: string, projectId: string) => ['parking', slug, projectId] as const,
}

/** Every building's bays and totals of a project. Silent: the screen shows the failure in place. */
export function parkingQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: parkingKeys.project(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(PARKING_PATHS.parkings(slug), {
        query: { projectId },
        schema: ZParkingList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

// Online only, not through the outbox: setting up a project is judged by the server when made
// (a bay name taken meanwhile). Silent: the form or the list shows the server's reason.
export const addParkingSequence = (slug: string, projectId: string, body: TParkingSequenceInput) =>
  http.post(PARKING_PATHS.parkings(slug), body, {
    query: { projectId },
    schema: ZParkingAdded,
    silent: true,
  })

export const deleteParking = (slug: string, parkingId: string) =>
  http.delete(PARKING_PATHS.parking(slug, parkingId), { schema: ZDeletedParking, silent: true })

/** A change to the project's parking, then its list read again. */
export function useParkingChange<A, R>(
  slug: string,
  projectId: string,
  change: (args: A) => Promise<R>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: parkingKeys.project(slug, projectId) }),
  })
}
