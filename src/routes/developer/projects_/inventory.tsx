import { Button, HStack, Text } from '@chakra-ui/react'
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
import { MESSAGES } from '../../../lib/message-catalogue.ts'
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
  const buildings = useBuildings(slug, projectId)
  const buildingId = search.building ?? buildings.data?.items[0]?._id ?? ''
  if (!slug) return null
  const choose = (next: ProjectSearch) => {
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
          {can('DXP_PRICING', projectId) ? (
            <PriceAction slug={slug} buildingId={buildingId} />
          ) : null}
        </HStack>
        <DataAsOf />
      </HStack>
      {buildings.isError ? (
        <ErrorState
          message={i18n._(MESSAGES.connectionError)}
          onRetry={() => void buildings.refetch()}
        />
      ) : buildings.data && buildings.data.items.length === 0 ? (
        <Text>
          <Trans>This project has no buildings yet.</Trans>
        </Text>
      ) : (
        <BuildingInventory
          slug={slug}
          buildingId={buildingId}
          filters={filters}
          mode={mode}
          onFilters={setFilters}
          onMode={setMode}
          mayEditUnits={can('DXP_UNIT', projectId)}
        />
      )}
    </PermittedScreen>
  )
}

/**
 * The building's grid, and the unit it opens. Only this part reads the grid, so its answer
 * redraws the grid, not the screen's header (issue 19: drawn within 100 ms of its answer); the
 * grid's frame is drawn while it is read.
 */
function BuildingInventory({
  slug,
  buildingId,
  mayEditUnits,
  ...shown
}: {
  slug: string
  buildingId: string
  filters: TInventoryFilters
  mode: TFilterMode
  onFilters: (filters: TInventoryFilters) => void
  onMode: (mode: TFilterMode) => void
  mayEditUnits: boolean
}) {
  const { i18n } = useLingui()
  const grid = useInventoryGrid(slug, buildingId)
  const [openUnit, setOpenUnit] = useState<string | null>(null)
  // Stable: the memoised floor table keeps its cells when the filters change.
  const onOpenUnit = useCallback((unitId: string) => setOpenUnit(unitId), [])
  const onCloseUnit = useCallback(() => setOpenUnit(null), [])
  if (grid.isError)
    return (
      <ErrorState message={i18n._(MESSAGES.connectionError)} onRetry={() => void grid.refetch()} />
    )
  return (
    <>
      <InventoryGrid
        grid={grid.data}
        {...shown}
        onOpenUnit={mayEditUnits ? onOpenUnit : undefined}
      />
      {grid.data && mayEditUnits ? (
        <UnitEditor
          slug={slug}
          building={grid.data.building}
          unitId={openUnit}
          onClose={onCloseUnit}
        />
      ) : null}
    </>
  )
}

/**
 * Update prices, for those who may: shown with the screen (so the header does not move when the
 * grid arrives), usable once the grid is read and while online.
 */
function PriceAction({ slug, buildingId }: { slug: string; buildingId: string }) {
  const online = useCanEditOnline()
  const grid = useInventoryGrid(slug, buildingId)
  const [pricing, setPricing] = useState(false)
  return (
    <>
      <Button variant="outline" disabled={!online || !grid.data} onClick={() => setPricing(true)}>
        <Trans>Update prices</Trans>
      </Button>
      {pricing && grid.data ? (
        <PriceUpdate slug={slug} grid={grid.data} onClose={() => setPricing(false)} />
      ) : null}
    </>
  )
}
