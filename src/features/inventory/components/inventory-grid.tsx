import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import {
  UNIT_STATUSES,
  type TInventoryGrid,
  type TUnitStatus,
} from '../../../../contract/buildings.ts'
import { ChoiceFilter, FilterSelect } from '../../../components/ui/filter-select.tsx'
import { formatRupees } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import {
  toGridModel,
  type TFilterMode,
  type TGridCell,
  type TInventoryFilters,
} from '../model/inventory-grid.ts'

export const STATUS_LABELS: Record<TUnitStatus, MessageDescriptor> = {
  available: msg`Available`,
  blocked: msg`Blocked`,
  booked: msg`Booked`,
}

/** Colour and a mark of its own for each status: never the colour alone. */
const STATUS_LOOK: Record<TUnitStatus, { palette: string; mark: string }> = {
  available: { palette: 'green', mark: '✓' },
  blocked: { palette: 'orange', mark: '◐' },
  booked: { palette: 'red', mark: '✕' },
}

const MODES: readonly TFilterMode[] = ['dim', 'hide']
const MODE_LABELS: Record<TFilterMode, MessageDescriptor> = {
  dim: msg`Dim the others`,
  hide: msg`Hide the others`,
}

export interface InventoryGridProps {
  grid: TInventoryGrid
  filters: TInventoryFilters
  mode: TFilterMode
  onFilters: (filters: TInventoryFilters) => void
  onMode: (mode: TFilterMode) => void
}

/** A building's inventory: filters, legend, a summary line and floors by flats. */
export function InventoryGrid({ grid, filters, mode, onFilters, onMode }: InventoryGridProps) {
  const { t, i18n } = useLingui()
  const locale: TLocale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const model = useMemo(() => toGridModel(grid, filters, mode), [grid, filters, mode])
  const { available: free, blocked, booked, total } = model.counts
  const available = formatRupees(model.availablePaise / 100, locale, 0)
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <FilterSelect
          label={t`Unit type`}
          value={filters.unitType ?? ''}
          onChange={(v) => onFilters({ ...filters, unitType: v || undefined })}
        >
          <option value="">{t`Any type`}</option>
          {model.unitTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t`Facing`}
          value={filters.facing ?? ''}
          onChange={(v) => onFilters({ ...filters, facing: v || undefined })}
        >
          <option value="">{t`Any facing`}</option>
          {model.facings.map((facing) => (
            <option key={facing} value={facing}>
              {facing}
            </option>
          ))}
        </FilterSelect>
        <ChoiceFilter
          label={t`Status`}
          anyLabel={t`Any status`}
          choices={UNIT_STATUSES}
          labels={STATUS_LABELS}
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status })}
        />
        <ChoiceFilter
          label={t`Units not matching`}
          anyLabel={t`Dim the others`}
          choices={MODES.slice(1)}
          labels={MODE_LABELS}
          value={mode === 'dim' ? undefined : mode}
          onChange={(m) => onMode(m ?? 'dim')}
        />
      </HStack>
      <HStack as="ul" gap="4" wrap="wrap" aria-label={t`Legend`} listStyleType="none">
        {UNIT_STATUSES.map((status) => (
          <HStack as="li" key={status} gap="2">
            <StatusMark status={status} />
            <Text textStyle="sm">{i18n._(STATUS_LABELS[status])}</Text>
          </HStack>
        ))}
      </HStack>
      <Text role="status" data-testid="inventory-summary">
        <Trans>
          {free} available, {blocked} blocked, {booked} booked of {total} units shown; available
          worth {available}
        </Trans>
      </Text>
      <FloorTable
        name={grid.building.name}
        rows={model.rows}
        columns={model.columns}
        locale={locale}
      />
    </Stack>
  )
}

function StatusMark({ status }: { status: TUnitStatus }) {
  const look = STATUS_LOOK[status]
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="5"
      borderRadius="full"
      bg={`${look.palette}.solid`}
      color={`${look.palette}.contrast`}
      fontSize="xs"
      fontWeight="bold"
    >
      {look.mark}
    </Box>
  )
}

const Th = chakra('th')
const Td = chakra('td')

/**
 * The table of floors by flats. Its own scroll region (a 12-flat floor is wider than a tablet),
 * with the floor column pinned. Memoised: filtering redraws it only when the rows change.
 */
const FloorTable = memo(function FloorTable({
  name,
  rows,
  columns,
  locale,
}: {
  name: string
  rows: ReturnType<typeof toGridModel>['rows']
  columns: number
  locale: TLocale
}) {
  const { t } = useLingui()
  const flats = Array.from({ length: columns }, (_, i) => i + 1)
  return (
    <Box
      role="region"
      aria-label={t`Inventory of ${name}`}
      tabIndex={0}
      overflow="auto"
      maxHeight="70vh"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      focusVisibleRing="outside"
    >
      <chakra.table borderCollapse="separate" borderSpacing="0" width="max-content" minWidth="full">
        <chakra.caption srOnly>
          <Trans>Floors, top floor first, by flats</Trans>
        </chakra.caption>
        <thead>
          <tr>
            <Th {...corner} scope="col">
              <Trans>Floor</Trans>
            </Th>
            {flats.map((flat) => (
              <Th key={flat} scope="col" {...headCell}>
                <Trans>Flat {flat}</Trans>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.floor}>
              <Th scope="row" {...floorCell}>
                {row.floor}
              </Th>
              {row.cells.map((cell, index) => (
                <Td key={index} padding="1" borderBottomWidth="1px" borderColor="app.border">
                  {cell ? <UnitCell cell={cell} locale={locale} /> : null}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
})

const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'app.surface' } as const
const corner = {
  ...sticky,
  top: 0,
  zIndex: 2,
  padding: '2',
  textAlign: 'start',
  textStyle: 'sm',
  borderBottomWidth: '1px',
  borderColor: 'app.border',
} as const
const headCell = {
  position: 'sticky',
  top: 0,
  bg: 'app.surface',
  padding: '2',
  textAlign: 'start',
  textStyle: 'sm',
  fontWeight: 'semibold',
  borderBottomWidth: '1px',
  borderColor: 'app.border',
} as const
const floorCell = {
  ...sticky,
  padding: '2',
  textAlign: 'end',
  fontWeight: 'semibold',
  borderBottomWidth: '1px',
  borderRightWidth: '1px',
  borderColor: 'app.border',
} as const

function UnitCell({ cell, locale }: { cell: TGridCell; locale: TLocale }) {
  const { i18n } = useLingui()
  const { unit, matches } = cell
  const look = STATUS_LOOK[unit.status]
  return (
    <Stack
      gap="0"
      minWidth="7.5rem"
      paddingX="2"
      paddingY="1"
      borderRadius="l2"
      borderLeftWidth="4px"
      borderStyle={matches ? 'solid' : 'dashed'}
      borderColor={matches ? `${look.palette}.solid` : 'border'}
      bg={matches ? `${look.palette}.subtle` : 'bg.muted'}
      color={matches ? 'fg' : 'fg.muted'}
      data-status={unit.status}
      data-matches={matches}
    >
      <Text fontWeight="semibold" textStyle="sm">
        {unit.name}
      </Text>
      <HStack gap="1" textStyle="xs">
        <StatusMark status={unit.status} />
        <span>{i18n._(STATUS_LABELS[unit.status])}</span>
      </HStack>
      <Text textStyle="xs">
        {unit.unitType} · {formatRupees(unit.price, locale, 0)}
      </Text>
    </Stack>
  )
}
