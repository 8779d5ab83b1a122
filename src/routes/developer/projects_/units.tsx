import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { TUnit } from '../../../../contract/buildings.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useBuildings } from '../../../features/inventory/api/inventory-api.ts'
import { useUnits } from '../../../features/inventory/api/setup-api.ts'
import {
  NeedsNetwork,
  useCanEditOnline,
} from '../../../features/inventory/components/setup-dialog.tsx'
import { UnitForm } from '../../../features/inventory/components/unit-form.tsx'
import { UnitList } from '../../../features/inventory/components/unit-list.tsx'
import { userMessage } from '../../../lib/http.ts'
import { ProjectSelect, useProjectChoice } from './-project-choice.tsx'
import { validateProjectSearch } from './-project-search.ts'

const READERS = ['DXP_UNIT', 'DXP_VIEW_BUILDING', 'DXP_BUILDING'] as const

/** A building's units (spec 002), floor by floor; added, edited and deleted with DXP_UNIT. */
export const Route = createFileRoute('/developer/projects_/units')({
  validateSearch: validateProjectSearch,
  component: UnitsPage,
})

function UnitsPage() {
  const can = useCan()
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(READERS, search)
  const { slug, projectId } = choice
  const online = useCanEditOnline()
  const [editing, setEditing] = useState<TUnit | 'new' | null>(null)
  const buildings = useBuildings(slug, projectId)
  const building =
    buildings.data?.items.find((b) => b._id === search.building) ?? buildings.data?.items[0]
  const units = useUnits(slug, building?._id ?? '')
  if (!slug) return null
  const mayEdit = can('DXP_UNIT', projectId)
  const failed = buildings.isError ? buildings : units.isError ? units : null
  return (
    <PermittedScreen
      title={<Trans>Units</Trans>}
      description={
        <Trans>The units of a building, floor by floor, with their areas and price.</Trans>
      }
      permitted={READERS.some((scope) => can(scope))}
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
            value={building?._id ?? ''}
            onChange={(id) =>
              void navigate({ search: { project: search.project, building: id }, replace: true })
            }
          >
            {(buildings.data?.items ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </FilterSelect>
          {mayEdit ? (
            <Button
              colorPalette="brand"
              disabled={!online || !building}
              onClick={() => setEditing('new')}
            >
              <Trans>Add unit</Trans>
            </Button>
          ) : null}
        </HStack>
        <DataAsOf />
      </HStack>
      {mayEdit && !online ? <NeedsNetwork /> : null}
      {failed ? (
        <ErrorState
          message={userMessage(failed.error, i18n)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : buildings.data && !building ? (
        <EmptyList title={<Trans>This project has no buildings yet.</Trans>} />
      ) : !units.data || !building ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : units.data.items.length === 0 ? (
        <EmptyList
          title={<Trans>This building has no units yet.</Trans>}
          description={mayEdit ? <Trans>Add its first unit.</Trans> : undefined}
        />
      ) : (
        <UnitList
          slug={slug}
          buildingName={building.name}
          units={units.data.items}
          stale={units.isFetching}
          onEdit={mayEdit && online ? setEditing : undefined}
        />
      )}
      {editing && building ? (
        <UnitForm
          slug={slug}
          building={building}
          unit={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PermittedScreen>
  )
}
