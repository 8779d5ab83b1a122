import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react'
import {
  UNIT_STATUSES,
  type TInventoryGrid,
  type TUnitStatus,
} from '../../../../contract/buildings.ts'
import { ChoiceFilter, FilterSelect } from '../../../components/ui/filter-select.tsx'
import { formatRupees } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import {
  GRID_ANSWER_MARK,
  GRID_DRAWN_MEASURE,
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
  /** Set when the user may edit units: a cell is then a button that opens its unit. */
  onOpenUnit?: ((unitId: string) => void) | undefined
}

/** A building's inventory: filters, legend, a summary line and floors by flats. */
export function InventoryGrid({
  grid,
  filters,
  mode,
  onFilters,
  onMode,
  onOpenUnit,
}: InventoryGridProps) {
  const { t, i18n } = useLingui()
  const locale: TLocale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  // The selects answer at once; the table follows in an interruptible render, so a filter over a
  // 480-flat tower never blocks the page in one long task.
  const shownFilters = useDeferredValue(filters)
  const shownMode = useDeferredValue(mode)
  const model = useMemo(
    () => toGridModel(grid, shownFilters, shownMode),
    [grid, shownFilters, shownMode],
  )
  useDrawnMeasure(grid)
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
        onOpenUnit={onOpenUnit}
      />
    </Stack>
  )
}

/**
 * Measures from a grid's answer (GRID_ANSWER_MARK) to the frame after its table is committed:
 * a task queued from the next animation frame runs once that frame's style, layout and paint
 * are done. A grid drawn from the device's copy, with no answer mark, is not measured.
 */
function useDrawnMeasure(grid: TInventoryGrid) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(GRID_ANSWER_MARK, 'mark').length === 0) return
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        performance.measure(GRID_DRAWN_MEASURE, GRID_ANSWER_MARK)
        performance.clearMarks(GRID_ANSWER_MARK)
      }),
    )
    return () => cancelAnimationFrame(frame)
  }, [grid])
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

const MARK = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  flexShrink: 0,
} as const

/**
 * The table's look, once, by selectors: a 40-floor tower of 12 flats is 480 cells, and a styled
 * component each (emotion computing classes per cell) took seconds to draw; plain elements with
 * data attributes draw in a fraction of that.
 */
const TABLE_CSS = {
  '& table': {
    borderCollapse: 'separate',
    borderSpacing: 0,
    width: 'max-content',
    minWidth: '100%',
  },
  '& th, & td': { borderBottomWidth: '1px', borderColor: 'app.border' },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'app.surface',
    padding: '2',
    textAlign: 'start',
    textStyle: 'sm',
    fontWeight: 'semibold',
  },
  '& thead th:first-of-type': { left: 0, zIndex: 2 },
  '& tbody th': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bg: 'app.surface',
    padding: '2',
    textAlign: 'end',
    fontWeight: 'semibold',
    borderRightWidth: '1px',
  },
  '& td': { padding: '1' },
  '& [data-cell]': {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '7.5rem',
    paddingX: '2',
    paddingY: '1',
    borderRadius: 'l2',
    borderLeftWidth: '4px',
    borderStyle: 'dashed',
    borderColor: 'border',
    bg: 'bg.muted',
    color: 'fg.muted',
    textStyle: 'xs',
  },
  '& [data-cell] strong': { textStyle: 'sm' },
  // A cell that opens its unit: a button drawn as the cell, whole, with a focus ring.
  '& button[data-cell]': {
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    lineHeight: 'inherit',
  },
  '& button[data-cell]:hover': { boxShadow: 'sm' },
  '& button[data-cell]:focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '1px',
  },
  '& [data-cell] [data-line]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-mark]': MARK,
  '& [data-cell][data-matches=true]': { borderStyle: 'solid', color: 'fg' },
  '& [data-cell][data-matches=true][data-status=available]': {
    bg: 'green.subtle',
    borderColor: 'green.solid',
  },
  '& [data-cell][data-matches=true][data-status=blocked]': {
    bg: 'orange.subtle',
    borderColor: 'orange.solid',
  },
  '& [data-cell][data-matches=true][data-status=booked]': {
    bg: 'red.subtle',
    borderColor: 'red.solid',
  },
  '& [data-mark=available]': { bg: 'green.solid', color: 'green.contrast' },
  '& [data-mark=blocked]': { bg: 'orange.solid', color: 'orange.contrast' },
  '& [data-mark=booked]': { bg: 'red.solid', color: 'red.contrast' },
}

/**
 * A floor's row as drawn: a cell's three lines that never wrap (the table is as wide as its
 * content) and their padding. Not measured: measuring each row forced a layout per row, which
 * cost more than the rows it saved; a row a little off the estimate is covered by the overscan.
 */
const FLOOR_ROW_PX = 73
/** Floors drawn beyond the region's edges, so a quick scroll does not show blank rows. */
const FLOORS_OVERSCAN = 4
/** The region's size before it is measured (and in tests without layout): a tablet's. */
const REGION_BEFORE_LAYOUT = { width: 1024, height: 540 }

/**
 * The table of floors by flats. Its own scroll region (a 12-flat floor is wider than a tablet),
 * with the floor column pinned. Memoised: filtering redraws it only when the rows change.
 * Only the floors in view are drawn (issue 19: a 40-floor tower of 12 flats drew its 480 cells in
 * over half a second on this machine, half of it React and half style and layout); rows of
 * empty height stand for the others, and aria-rowcount and aria-rowindex say where a row is.
 */
const FloorTable = memo(function FloorTable({
  name,
  rows,
  columns,
  locale,
  onOpenUnit,
}: {
  name: string
  rows: ReturnType<typeof toGridModel>['rows']
  columns: number
  locale: TLocale
  onOpenUnit?: ((unitId: string) => void) | undefined
}) {
  const { t, i18n } = useLingui()
  const flats = Array.from({ length: columns }, (_, i) => i + 1)
  // Stable while the language is: the memoised cells compare it by reference.
  const statusText = useMemo(
    () =>
      Object.fromEntries(
        UNIT_STATUSES.map((status) => [status, i18n._(STATUS_LABELS[status])]),
      ) as Record<TUnitStatus, string>,
    // i18n is one object for every language: the locale is what changes the labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, locale],
  )
  const region = useRef<HTMLDivElement>(null)
  // The virtualizer is read, never memoised: the compiler leaving this table alone is right.
  // eslint-disable-next-line react-hooks/incompatible-library
  const floors = useVirtualizer({
    count: rows.length,
    getScrollElement: () => region.current,
    estimateSize: () => FLOOR_ROW_PX,
    overscan: FLOORS_OVERSCAN,
    initialRect: REGION_BEFORE_LAYOUT,
    getItemKey: (index) => rows[index]?.floor ?? index,
  })
  const drawn = floors.getVirtualItems()
  const above = drawn[0]?.start ?? 0
  const below = floors.getTotalSize() - (drawn.at(-1)?.end ?? 0)
  return (
    <Box
      ref={region}
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
      css={TABLE_CSS}
    >
      {/* One handler for every cell: 480 cells, no closure each. */}
      <table
        aria-rowcount={rows.length + 1}
        onClick={
          onOpenUnit
            ? (event) => {
                const target = event.target as HTMLElement
                const id = target.closest<HTMLElement>('button[data-unit]')?.dataset.unit
                if (id) onOpenUnit(id)
              }
            : undefined
        }
      >
        <chakra.caption srOnly>
          <Trans>Floors, top floor first, by flats</Trans>
        </chakra.caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <Trans>Floor</Trans>
            </th>
            {flats.map((flat) => (
              <th key={flat} scope="col">
                <Trans>Flat {flat}</Trans>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
          {drawn.map((item) => {
            const row = rows[item.index]!
            return (
              <tr key={item.key} aria-rowindex={item.index + 2}>
                <th scope="row">{row.floor}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>
                    {cell ? (
                      <UnitCell
                        cell={cell}
                        locale={locale}
                        statusText={statusText}
                        button={onOpenUnit !== undefined}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            )
          })}
          {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
        </tbody>
      </table>
    </Box>
  )
})

interface UnitCellProps {
  cell: TGridCell
  locale: TLocale
  statusText: Record<TUnitStatus, string>
  button: boolean
}

/**
 * A filter makes new cell objects for the same units: a cell redraws only when its unit, its
 * match or the language changes, so a filter commits just the cells it flips (issue 19: no task
 * over 50 ms while filtering a 480-flat tower).
 */
const sameCell = (a: UnitCellProps, b: UnitCellProps) =>
  a.cell.unit === b.cell.unit &&
  a.cell.matches === b.cell.matches &&
  a.locale === b.locale &&
  a.statusText === b.statusText &&
  a.button === b.button

const UnitCell = memo(function UnitCell({ cell, locale, statusText, button }: UnitCellProps) {
  const { unit, matches } = cell
  const Cell = button ? 'button' : 'div'
  return (
    <Cell
      type={button ? 'button' : undefined}
      data-cell=""
      data-unit={button ? unit._id : undefined}
      data-status={unit.status}
      data-matches={matches}
    >
      <strong>{unit.name}</strong>
      <span data-line="">
        <span data-mark={unit.status} aria-hidden="true">
          {STATUS_LOOK[unit.status].mark}
        </span>
        <span>{statusText[unit.status]}</span>
      </span>
      <span>
        {unit.unitType} · {formatRupees(unit.price, locale, 0)}
      </span>
    </Cell>
  )
}, sameCell)
