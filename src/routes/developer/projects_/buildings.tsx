import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { TBuilding } from '../../../../contract/buildings.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useBuildings } from '../../../features/inventory/api/inventory-api.ts'
import { BuildingForm } from '../../../features/inventory/components/building-form.tsx'
import { BuildingList } from '../../../features/inventory/components/building-list.tsx'
import {
  NeedsNetwork,
  useCanEditOnline,
} from '../../../features/inventory/components/setup-dialog.tsx'
import { userMessage } from '../../../lib/http.ts'
import { ProjectSelect, useProjectChoice } from './-project-choice.tsx'
import { validateProjectSearch } from './-project-search.ts'

const READERS = ['DXP_VIEW_BUILDING', 'DXP_BUILDING'] as const

/** A project's buildings (spec 002): their shape and units; added and edited with DXP_BUILDING. */
export const Route = createFileRoute('/developer/projects_/buildings')({
  validateSearch: validateProjectSearch,
  component: BuildingsPage,
})

function BuildingsPage() {
  const can = useCan()
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(READERS, search)
  const { slug, projectId } = choice
  const online = useCanEditOnline()
  const [editing, setEditing] = useState<TBuilding | 'new' | null>(null)
  const buildings = useBuildings(slug, projectId)
  if (!slug) return null
  const mayEdit = can('DXP_BUILDING', projectId)
  return (
    <PermittedScreen
      title={<Trans>Buildings</Trans>}
      description={<Trans>The towers of a project: floors, flats per floor and units.</Trans>}
      permitted={READERS.some((scope) => can(scope))}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          <ProjectSelect
            choice={choice}
            onChange={(project) => void navigate({ search: { project }, replace: true })}
          />
          {mayEdit ? (
            <Button
              colorPalette="brand"
              disabled={!online || !projectId}
              onClick={() => setEditing('new')}
            >
              <Trans>Add building</Trans>
            </Button>
          ) : null}
        </HStack>
        <DataAsOf />
      </HStack>
      {mayEdit && !online ? <NeedsNetwork /> : null}
      {buildings.isError ? (
        <ErrorState
          message={userMessage(buildings.error, i18n)}
          onRetry={() => void buildings.refetch()}
          retrying={buildings.isFetching}
        />
      ) : !buildings.data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : buildings.data.items.length === 0 ? (
        <EmptyList
          title={<Trans>This project has no buildings yet.</Trans>}
          description={mayEdit ? <Trans>Add its first building.</Trans> : undefined}
        />
      ) : (
        <BuildingList
          slug={slug}
          projectId={projectId}
          buildings={buildings.data.items}
          stale={buildings.isFetching}
          onEdit={mayEdit && online ? setEditing : undefined}
        />
      )}
      {editing ? (
        <BuildingForm
          slug={slug}
          projectId={projectId}
          building={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PermittedScreen>
  )
}
