import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { parkingQueryOptions } from '../../../features/parking/api/parking-api.ts'
import { ParkingBuilding } from '../../../features/parking/components/parking-building.tsx'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { validateProjectSearch } from './-project-search.ts'

/** Parking (spec 002): each building's car and bike bays, covered or not, and their totals. */
export const Route = createFileRoute('/developer/projects_/parking')({
  validateSearch: validateProjectSearch,
  component: ParkingPage,
})

function ParkingPage() {
  const session = useSession()
  const can = useCan()
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const online = useConnectivity() === 'online'
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(session?.slug ?? '')
  const mine = (projects.data?.items ?? []).filter((p) => can('DXP_PARKING', p._id))
  const projectId = search.project ?? chosen ?? mine[0]?._id ?? ''
  const parking = useQuery(parkingQueryOptions(session?.slug ?? '', projectId))
  const buildings = parking.data?.buildings ?? []
  const building = buildings.find((b) => b._id === search.building) ?? buildings[0]
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>Parking</Trans>}
      description={<Trans>Car and bike bays of each building, covered or not.</Trans>}
      permitted={can('DXP_PARKING')}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          {chosen ? null : (
            <FilterSelect
              wide
              label={t`Project`}
              value={projectId}
              onChange={(project) => void navigate({ search: { project }, replace: true })}
            >
              {mine.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.projectName}
                </option>
              ))}
            </FilterSelect>
          )}
          <FilterSelect
            wide
            label={t`Building`}
            value={building?._id ?? ''}
            onChange={(id) =>
              void navigate({ search: { project: search.project, building: id }, replace: true })
            }
          >
            {buildings.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </FilterSelect>
        </HStack>
        <DataAsOf />
      </HStack>
      {parking.isError ? (
        <ErrorState
          message={i18n._(MESSAGES.connectionError)}
          onRetry={() => void parking.refetch()}
          retrying={parking.isFetching}
        />
      ) : parking.data && !building ? (
        <Text>
          <Trans>This project has no buildings yet.</Trans>
        </Text>
      ) : building ? (
        <ParkingBuilding
          slug={session.slug}
          projectId={projectId}
          building={building}
          online={online}
        />
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="16" />
          <Skeleton height="64" />
        </Stack>
      )}
    </PermittedScreen>
  )
}
