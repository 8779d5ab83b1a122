import { HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CONSTRUCTION_SCOPES } from '../../../../contract/construction-progress.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { progressQueryOptions } from '../../../features/construction-progress/api/construction-progress-api.ts'
import { ProgressScreen } from '../../../features/construction-progress/components/progress-screen.tsx'
import { useBuildings } from '../../../features/inventory/api/inventory-api.ts'
import { userMessage } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { ProjectSelect, useProjectChoice } from '../projects_/-project-choice.tsx'
import { validateProjectSearch } from '../projects_/-project-search.ts'

const BUILDING_READERS = ['DXP_VIEW_BUILDING', 'DXP_BUILDING', 'DXP_INVENTORY'] as const

/**
 * Construction milestones and progress (spec 002, DXP_MODIFY_CONSTRUCTION_PROGRESS): what was
 * built, per project or building, with photos and videos for the customers.
 */
export const Route = createFileRoute('/developer/post-sales/construction-milestone-and-progress')({
  validateSearch: validateProjectSearch,
  component: ConstructionProgressPage,
})

function ConstructionProgressPage() {
  const can = useCan()
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(CONSTRUCTION_SCOPES, search)
  const { slug, projectId } = choice
  const online = useConnectivity() === 'online'
  // Entries name a building only for those who may read the project's buildings.
  const readsBuildings = BUILDING_READERS.some((scope) => can(scope, projectId))
  const buildings = useBuildings(slug, readsBuildings ? projectId : '').data?.items ?? []
  const buildingId = buildings.some((b) => b._id === search.building) ? search.building! : ''
  const progress = useQuery(progressQueryOptions(slug, projectId, buildingId))
  if (!slug) return null
  return (
    <PermittedScreen
      title={<Trans>Construction progress</Trans>}
      description={
        <Trans>Milestones reached on site, with photos and videos for the customers.</Trans>
      }
      permitted={CONSTRUCTION_SCOPES.some((scope) => can(scope))}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          <ProjectSelect
            choice={choice}
            onChange={(project) => void navigate({ search: { project }, replace: true })}
          />
          <FilterSelect
            wide
            label={t`Building`}
            value={buildingId}
            onChange={(building) =>
              void navigate({
                search: { project: search.project, building: building || undefined },
                replace: true,
              })
            }
          >
            <option value="">{t`Whole project`}</option>
            {buildings.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </FilterSelect>
        </HStack>
        <DataAsOf />
      </HStack>
      {progress.isError ? (
        <ErrorState
          message={userMessage(progress.error, i18n)}
          onRetry={() => void progress.refetch()}
          retrying={progress.isFetching}
        />
      ) : !progress.data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <ProgressScreen
          slug={slug}
          projectId={projectId}
          buildings={buildings}
          buildingId={buildingId}
          data={progress.data}
          online={online}
        />
      )}
    </PermittedScreen>
  )
}
