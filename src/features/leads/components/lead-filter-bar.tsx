import { Box, Button, HStack, Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TExecutive } from '../../../../contract/leads.ts'
import { DATE_BASES, type TDateBasis } from '../../../../contract/validators.ts'
import { CustomDateRange, DatePresetFilter } from '../../../components/ui/date-filter.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { FilterSelect, OptionFilter } from '../../../components/ui/filter-select.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { leadStatusLabel, referenceLabel } from '../../../lib/enum-labels.ts'
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint.tsx'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import { DATE_BASIS_LABELS } from '../../../lib/format/date-presets.ts'
import { useEntityLabels } from '../api/entity-labels.ts'
import { useExecutives } from '../api/executives.ts'
import {
  DEFAULT_DATE_BASIS,
  DEFAULT_ORDER,
  DEFAULT_SORT,
  compactSearch,
  hasActiveFilters,
  stagesOf,
  UNASSIGNED,
  type TLeadSearch,
  type TLeadSortField,
  type TSortOrder,
} from '../model/lead-filters.ts'

export interface LeadFilterBarProps {
  slug: string
  /** A project id, or null across projects. */
  projectId: string | null
  search: TLeadSearch
  onChange: (next: TLeadSearch) => void
  onClear: () => void
}

/**
 * Search, filters and sort of the lead list; every change goes to the URL. Memoised, and so is
 * each of its controls: a change draws the one control it changed, in the same task as the key
 * or click, and leaves the rest (issue 14: a change of filter drew the whole bar, 80 ms of a
 * tablet's time, before the next paint).
 */
export const LeadFilterBar = memo(function LeadFilterBar({
  slug,
  projectId,
  search,
  onChange,
  onClear,
}: LeadFilterBarProps) {
  const { t, i18n } = useLingui()
  // The options' lists, asked for once the bar is painted: nobody opens a select before that,
  // and an answer that comes first would only stand between the page's code and its paint.
  const painted = useAfterFirstPaint()
  const sources = useEntityLabels(slug, 'leadsource', undefined, { enabled: painted })
  const labels = useEntityLabels(slug, 'leadlabel', undefined, { enabled: painted })
  const executives = useExecutives(slug, projectId ?? undefined, { enabled: painted })
  // A change shows in its control at once; the new URL, and the list drawn again for it, follow
  // once that has been painted. Until the URL has it, the bar shows the change it made.
  const [draft, setDraft] = useState<{ from: TLeadSearch; next: TLeadSearch } | null>(null)
  if (draft && draft.from !== search) setDraft(null)
  const shown = draft?.from === search ? draft.next : search
  // The handlers read the view as it stands when they run, so they keep their identity.
  const latest = useRef({ search, shown, onChange })
  useEffect(() => {
    latest.current = { search, shown, onChange }
  })
  const set = useCallback((patch: Partial<TLeadSearch>) => {
    const { search: from, shown: current, onChange: change } = latest.current
    const next = compactSearch({ ...current, ...patch })
    latest.current = { ...latest.current, shown: next }
    setDraft({ from, next })
    afterNextPaint(() => change(next))
  }, [])

  const searchLabel = t`Search leads`
  const searchHint = t`Name, location, label or last digits`
  const searchBox = useMemo(
    () => (
      <SearchBox
        label={searchLabel}
        placeholder={searchHint}
        value={shown.q ?? ''}
        onSearch={(q) => set({ q })}
      />
    ),
    [searchLabel, searchHint, shown.q, set],
  )
  const stagesLabel = t`Stages`
  const shownStages = stagesOf(shown)
    ?.map((stage) => leadStatusLabel(stage, (d) => i18n._(d)))
    .join(', ')
  const clearStages = t`Clear the stages filter`
  const stagesFilter = useMemo(
    () =>
      shownStages && (
        <StageSetFilter
          label={stagesLabel}
          stages={shownStages}
          clearLabel={clearStages}
          onClear={() => set({ stages: undefined })}
        />
      ),
    [stagesLabel, shownStages, clearStages, set],
  )
  const sourceLabel = t`Source`
  const anySource = t`All sources`
  const sourceOptions = useMemo(() => nameOptions(sources.data?.items, i18n), [sources.data, i18n])
  const sourceFilter = useMemo(
    () => (
      <OptionFilter
        label={sourceLabel}
        anyLabel={anySource}
        options={sourceOptions}
        value={shown.source}
        onChange={(source) => set({ source })}
      />
    ),
    [sourceLabel, anySource, sourceOptions, shown.source, set],
  )
  const labelLabel = t`Label`
  const anyLabel = t`All labels`
  const labelOptions = useMemo(() => nameOptions(labels.data?.items, i18n), [labels.data, i18n])
  const labelFilter = useMemo(
    () => (
      <OptionFilter
        label={labelLabel}
        anyLabel={anyLabel}
        options={labelOptions}
        value={shown.label}
        onChange={(label) => set({ label })}
      />
    ),
    [labelLabel, anyLabel, labelOptions, shown.label, set],
  )
  const assigneeLabel = t`Assigned to`
  const anyone = t`Anyone`
  const unassigned = t`Unassigned`
  const assigneeFilter = useMemo(
    () => (
      <FilterSelect
        label={assigneeLabel}
        value={shown.assignee ?? ''}
        onChange={(assignee) => set({ assignee })}
      >
        <option value="">{anyone}</option>
        <option value={UNASSIGNED}>{unassigned}</option>
        {executives.data?.items.map((executive) => (
          <option key={executive._id} value={executive._id}>
            {executiveName(executive)}
          </option>
        ))}
      </FilterSelect>
    ),
    [assigneeLabel, anyone, unassigned, executives.data, shown.assignee, set],
  )
  const dateFilter = useMemo(
    () => <DatePresetFilter value={shown.date} onChange={(date) => set({ date })} />,
    [shown.date, set],
  )
  const basisLabel = t`Date of`
  const basisFilter = useMemo(
    () =>
      shown.date && (
        <FilterSelect
          label={basisLabel}
          value={shown.basis ?? DEFAULT_DATE_BASIS}
          onChange={(basis) => set({ basis: basis as TDateBasis })}
        >
          {DATE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {i18n._(DATE_BASIS_LABELS[basis])}
            </option>
          ))}
        </FilterSelect>
      ),
    [basisLabel, shown.date, shown.basis, set, i18n],
  )
  const customRange = useMemo(
    () =>
      shown.date === 'custom' && <CustomDateRange from={shown.from} to={shown.to} onChange={set} />,
    [shown.date, shown.from, shown.to, set],
  )
  const sort = shown.sort ?? DEFAULT_SORT
  const sortLabel = t`Sort by`
  const byUpdate = t`Last updated`
  const byCreate = t`Created`
  const byName = t`Name`
  const sortFilter = useMemo(
    () => (
      <FilterSelect
        label={sortLabel}
        value={sort}
        onChange={(next) => set({ sort: next as TLeadSortField })}
      >
        <option value="updatedAt">{byUpdate}</option>
        <option value="createdAt">{byCreate}</option>
        <option value="fullName">{byName}</option>
      </FilterSelect>
    ),
    [sortLabel, byUpdate, byCreate, byName, sort, set],
  )
  const orderLabel = t`Order`
  const descending = sort === 'fullName' ? t`Z to A` : t`Newest first`
  const ascending = sort === 'fullName' ? t`A to Z` : t`Oldest first`
  const orderFilter = useMemo(
    () => (
      <FilterSelect
        label={orderLabel}
        value={shown.order ?? DEFAULT_ORDER}
        onChange={(order) => set({ order: order as TSortOrder })}
      >
        <option value="desc">{descending}</option>
        <option value="asc">{ascending}</option>
      </FilterSelect>
    ),
    [orderLabel, descending, ascending, shown.order, set],
  )

  return (
    <FilterBar filtered={hasActiveFilters(shown)} onClear={onClear}>
      {searchBox}
      {stagesFilter}
      {sourceFilter}
      {labelFilter}
      {assigneeFilter}
      {dateFilter}
      {basisFilter}
      {customRange}
      {sortFilter}
      {orderFilter}
    </FilterBar>
  )
})

/** A set of stages the list came with (a home bucket's): shown, and cleared with one press. */
function StageSetFilter({
  label,
  stages,
  clearLabel,
  onClear,
}: {
  label: string
  stages: string
  clearLabel: string
  onClear: () => void
}) {
  return (
    <Box role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <HStack
        gap="1"
        borderWidth="1px"
        borderColor="app.border"
        borderRadius="l2"
        ps="3"
        minHeight="9"
        maxWidth="20rem"
      >
        <Text fontSize="sm" truncate title={stages}>
          {stages}
        </Text>
        <Button size="xs" variant="ghost" aria-label={clearLabel} onClick={onClear}>
          ×
        </Button>
      </HStack>
    </Box>
  )
}

/** A reference list (sources, labels) as filter options: the name is both value and label. */
function nameOptions(items: readonly { labelName: string }[] | undefined, i18n: I18n) {
  return (items ?? []).map((item) => ({
    value: item.labelName,
    label: referenceLabel(item.labelName, i18n),
  }))
}

export function executiveName(executive: Pick<TExecutive, 'profile'>): string {
  return `${executive.profile.firstName} ${executive.profile.lastName}`.trim()
}
