import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { HStack, Skeleton, Stack } from '@chakra-ui/react'
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
  gridChoices,
  toGridModel,
  type TFilterMode,
  type TGridCell,
  type TGridModel,
  type TInventoryFilters,
} from '../model/inventory-grid.ts'

export const STATUS_LABELS: Record<TUnitStatus, MessageDescriptor> = {
  available: msg`Available`,
  blocked: msg`Blocked`,
  booked: msg`Booked`,
}

/**
 * A mark of its own for each status, beside its colour (`.inv-mark` in the global CSS): never the
 * colour alone.
 */
const STATUS_MARK: Record<TUnitStatus, string> = {
  available: '✓',
  blocked: '◐',
  booked: '✕',
}

const MODES: readonly TFilterMode[] = ['dim', 'hide']
const MODE_LABELS: Record<TFilterMode, MessageDescriptor> = {
  dim: msg`Dim the others`,
  hide: msg`Hide the others`,
}

export interface InventoryGridProps {
  /** Undefined until the building's grid is read: the screen's frame is drawn meanwhile. */
  grid: TInventoryGrid | undefined
  filters: TInventoryFilters
  mode: TFilterMode
  onFilters: (filters: TInventoryFilters) => void
  onMode: (mode: TFilterMode) => void
  /** Set when the user may edit units: a cell is then a button that opens its unit. */
  onOpenUnit?: ((unitId: string) => void) | undefined
}

const NO_CHOICES: readonly string[] = []

/**
 * A building's inventory: filters, legend, a summary line and floors by flats. Drawn before its
 * grid is read (filters, legend, a placeholder for the table), so what the answer draws is the
 * table, the summary and the filters' choices (issue 19: the grid within 100 ms of its answer).
 */
export function InventoryGrid({
  grid,
  filters,
  mode,
  onFilters,
  onMode,
  onOpenUnit,
}: InventoryGridProps) {
  const { i18n } = useLingui()
  const locale: TLocale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  // The selects answer at once; the table follows in an interruptible render, so a filter over a
  // 480-flat tower never blocks the page in one long task.
  const shownFilters = useDeferredValue(filters)
  const shownMode = useDeferredValue(mode)
  const model = useMemo(
    () => (grid ? toGridModel(grid, shownFilters, shownMode) : undefined),
    [grid, shownFilters, shownMode],
  )
  // Apart from the model, which filtering remakes: the filter bar is redrawn only when they change.
  const choices = useMemo(() => (grid ? gridChoices(grid) : undefined), [grid])
  useDrawnMeasure(grid)
  return (
    <Stack gap="4">
      <GridFilters
        unitTypes={choices?.unitTypes ?? NO_CHOICES}
        facings={choices?.facings ?? NO_CHOICES}
        filters={filters}
        mode={mode}
        onFilters={onFilters}
        onMode={onMode}
      />
      <Legend />
      <p role="status" className="inv-summary" data-testid="inventory-summary">
        {model ? <Summary model={model} locale={locale} /> : null}
      </p>
      {grid && model ? (
        <FloorTable
          name={grid.building.name}
          rows={model.rows}
          columns={model.columns}
          locale={locale}
          onOpenUnit={onOpenUnit}
        />
      ) : (
        <Skeleton height="64" aria-busy="true" />
      )}
    </Stack>
  )
}

interface GridFiltersProps {
  unitTypes: readonly string[]
  facings: readonly string[]
  filters: TInventoryFilters
  mode: TFilterMode
  onFilters: (filters: TInventoryFilters) => void
  onMode: (mode: TFilterMode) => void
}

/** The filter bar: drawn with the screen, given the building's types and facings by its answer. */
const GridFilters = memo(function GridFilters({
  unitTypes,
  facings,
  filters,
  mode,
  onFilters,
  onMode,
}: GridFiltersProps) {
  const { t } = useLingui()
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <FilterSelect
        label={t`Unit type`}
        value={filters.unitType ?? ''}
        onChange={(v) => onFilters({ ...filters, unitType: v || undefined })}
      >
        <option value="">{t`Any type`}</option>
        {unitTypes.map((type) => (
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
        {facings.map((facing) => (
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
  )
})

/** Each status's colour, mark and word. */
const Legend = memo(function Legend() {
  const { t, i18n } = useLingui()
  return (
    <ul className="inv-legend" aria-label={t`Legend`}>
      {UNIT_STATUSES.map((status) => (
        <li key={status}>
          <StatusMark status={status} />
          {i18n._(STATUS_LABELS[status])}
        </li>
      ))}
    </ul>
  )
})

function Summary({ model, locale }: { model: TGridModel; locale: TLocale }) {
  const { available: free, blocked, booked, total } = model.counts
  const available = formatRupees(model.availablePaise / 100, locale, 0)
  return (
    <Trans>
      {free} available, {blocked} blocked, {booked} booked of {total} units shown; available worth{' '}
      {available}
    </Trans>
  )
}

/**
 * Measures from a grid's answer (GRID_ANSWER_MARK) to the frame after its table is committed:
 * a task queued from the next animation frame runs once that frame's style, layout and paint
 * are done. A grid drawn from the device's copy, with no answer mark, is not measured.
 */
function useDrawnMeasure(grid: TInventoryGrid | undefined) {
  useLayoutEffect(() => {
    if (!grid || performance.getEntriesByName(GRID_ANSWER_MARK, 'mark').length === 0) return
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
  return (
    <span className="inv-mark" data-mark={status} aria-hidden="true">
      {STATUS_MARK[status]}
    </span>
  )
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
  rows: TGridModel['rows']
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
    <div
      ref={region}
      role="region"
      aria-label={t`Inventory of ${name}`}
      tabIndex={0}
      className="inv-region"
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
        <caption className="inv-sr">
          <Trans>Floors, top floor first, by flats</Trans>
        </caption>
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
    </div>
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

/**
 * A flat's cell: its name, its status (mark and word) and its type and price, one line each, in
 * as few elements as that takes (the drawn floors are most of the page's elements, and their
 * style and layout most of the grid's first draw): the last line's text is the cell's own.
 */
const UnitCell = memo(function UnitCell({ cell, locale, statusText, button }: UnitCellProps) {
  const { unit, matches } = cell
  const Cell = button ? 'button' : 'div'
  return (
    <Cell
      type={button ? 'button' : undefined}
      className="inv-cell"
      data-cell=""
      data-unit={button ? unit._id : undefined}
      data-status={unit.status}
      data-matches={matches}
    >
      <strong>{unit.name}</strong>
      <span className="inv-line">
        <StatusMark status={unit.status} />
        {statusText[unit.status]}
      </span>
      {`${unit.unitType} · ${formatRupees(unit.price, locale, 0)}`}
    </Cell>
  )
}, sameCell)
