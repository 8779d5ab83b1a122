import { HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { UserAssignmentPanel } from '../../../features/user-assignment/components/user-assignment-panel.tsx'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

interface UserAssignmentSearch {
  project?: string
}

/** User assignment (spec 002): who works on a project, by department, with their groups. */
export const Route = createFileRoute('/developer/projects_/user-assignment')({
  validateSearch: (search: Record<string, unknown>): UserAssignmentSearch => ({
    project: typeof search.project === 'string' && search.project ? search.project : undefined,
  }),
  component: UserAssignmentPage,
})

function UserAssignmentPage() {
  const session = useSession()
  const can = useCan()
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const online = useConnectivity() === 'online'
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(session?.slug ?? '')
  const mine = (projects.data?.items ?? []).filter((p) => can('DXP_USER_ASSIGNMENT', p._id))
  const projectId = search.project ?? chosen ?? mine[0]?._id ?? ''
  const projectName = mine.find((p) => p._id === projectId)?.projectName ?? ''
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>User assignment</Trans>}
      description={
        <Trans>Who works on the project, by department, with their permission groups.</Trans>
      }
      permitted={can('DXP_USER_ASSIGNMENT')}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
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
        <DataAsOf />
      </HStack>
      {projectId ? (
        <UserAssignmentPanel
          key={projectId}
          slug={session.slug}
          projectId={projectId}
          projectName={projectName}
          online={online}
        />
      ) : null}
    </PermittedScreen>
  )
}
