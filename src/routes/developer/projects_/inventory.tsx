import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { useBuildings, useInventoryGrid } from '../../../features/inventory/api/inventory-api.ts'
import { InventoryGrid } from '../../../features/inventory/components/inventory-grid.tsx'
import type {
  TFilterMode,
  TInventoryFilters,
} from '../../../features/inventory/model/inventory-grid.ts'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { MESSAGES } from '../../../lib/messages.ts'

interface InventorySearch {
  project?: string
  building?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** The inventory (spec 002): a building of the chosen project, floors by flats, offline too. */
export const Route = createFileRoute('/developer/projects_/inventory')({
  validateSearch: (search: Record<string, unknown>): InventorySearch => ({
    project: text(search.project),
    building: text(search.building),
  }),
  component: InventoryPage,
})

function InventoryPage() {
  const session = useSession()
  const can = useCan()
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(session?.slug ?? '')
  const [filters, setFilters] = useState<TInventoryFilters>({})
  const [mode, setMode] = useState<TFilterMode>('dim')
  const mine = (projects.data?.items ?? []).filter((p) => can('DXP_INVENTORY', p._id))
  const projectId = search.project ?? chosen ?? mine[0]?._id ?? ''
  const buildings = useBuildings(session?.slug ?? '', projectId)
  const buildingId = search.building ?? buildings.data?.items[0]?._id ?? ''
  const grid = useInventoryGrid(session?.slug ?? '', buildingId)
  if (!session) return null
  const choose = (next: InventorySearch) => {
    setFilters({})
    void navigate({ search: next, replace: true })
  }
  return (
    <PermittedScreen
      title={<Trans>Inventory</Trans>}
      description={<Trans>What is available, floor by floor, in each building.</Trans>}
      permitted={can('DXP_INVENTORY')}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          {chosen ? null : (
            <FilterSelect
              wide
              label={t`Project`}
              value={projectId}
              onChange={(project) => choose({ project })}
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
            value={buildingId}
            onChange={(building) => choose({ project: search.project, building })}
          >
            {(buildings.data?.items ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </FilterSelect>
        </HStack>
        <DataAsOf />
      </HStack>
      {buildings.isError || grid.isError ? (
        <ErrorState
          message={i18n._(MESSAGES.connectionError)}
          onRetry={() => void (buildings.isError ? buildings.refetch() : grid.refetch())}
        />
      ) : buildings.data && buildings.data.items.length === 0 ? (
        <Text>
          <Trans>This project has no buildings yet.</Trans>
        </Text>
      ) : grid.data ? (
        <InventoryGrid
          grid={grid.data}
          filters={filters}
          mode={mode}
          onFilters={setFilters}
          onMode={setMode}
        />
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="64" />
        </Stack>
      )}
    </PermittedScreen>
  )
}
