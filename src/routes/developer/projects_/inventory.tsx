import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useBuildings, useInventoryGrid } from '../../../features/inventory/api/inventory-api.ts'
import { InventoryGrid } from '../../../features/inventory/components/inventory-grid.tsx'
import { PriceUpdate } from '../../../features/inventory/components/price-update.tsx'
import { useCanEditOnline } from '../../../features/inventory/components/setup-dialog.tsx'
import { UnitEditor } from '../../../features/inventory/components/unit-editor.tsx'
import type {
  TFilterMode,
  TInventoryFilters,
} from '../../../features/inventory/model/inventory-grid.ts'
import { MESSAGES } from '../../../lib/messages.ts'
import { ProjectSelect, useProjectChoice } from './-project-choice.tsx'
import { validateProjectSearch, type ProjectSearch } from './-project-search.ts'

/** The inventory (spec 002): a building of the chosen project, floors by flats, offline too. */
export const Route = createFileRoute('/developer/projects_/inventory')({
  validateSearch: validateProjectSearch,
  component: InventoryPage,
})

function InventoryPage() {
  const can = useCan()
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(['DXP_INVENTORY'], search)
  const { slug, projectId } = choice
  const [filters, setFilters] = useState<TInventoryFilters>({})
  const [mode, setMode] = useState<TFilterMode>('dim')
  const [pricing, setPricing] = useState(false)
  const [openUnit, setOpenUnit] = useState<string | null>(null)
  const online = useCanEditOnline()
  const buildings = useBuildings(slug, projectId)
  const buildingId = search.building ?? buildings.data?.items[0]?._id ?? ''
  const grid = useInventoryGrid(slug, buildingId)
  // Stable: the memoised floor table keeps its cells when the filters change.
  const onOpenUnit = useCallback((unitId: string) => setOpenUnit(unitId), [])
  const onCloseUnit = useCallback(() => setOpenUnit(null), [])
  if (!slug) return null
  const choose = (next: ProjectSearch) => {
    setFilters({})
    void navigate({ search: next, replace: true })
  }
  const mayPrice = can('DXP_PRICING', projectId)
  return (
    <PermittedScreen
      title={<Trans>Inventory</Trans>}
      description={<Trans>What is available, floor by floor, in each building.</Trans>}
      permitted={can('DXP_INVENTORY')}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          <ProjectSelect choice={choice} onChange={(project) => choose({ project })} />
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
          {mayPrice && grid.data ? (
            <Button variant="outline" disabled={!online} onClick={() => setPricing(true)}>
              <Trans>Update prices</Trans>
            </Button>
          ) : null}
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
          onOpenUnit={can('DXP_UNIT', projectId) ? onOpenUnit : undefined}
        />
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="64" />
        </Stack>
      )}
      {pricing && grid.data ? (
        <PriceUpdate slug={slug} grid={grid.data} onClose={() => setPricing(false)} />
      ) : null}
      {grid.data && can('DXP_UNIT', projectId) ? (
        <UnitEditor
          slug={slug}
          building={grid.data.building}
          unitId={openUnit}
          onClose={onCloseUnit}
        />
      ) : null}
    </PermittedScreen>
  )
}
