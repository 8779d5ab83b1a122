import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { DATE_BASES } from '../../../../contract/validators.ts'
import { CustomDateRange, type DateRangePatch } from '../../../components/ui/date-filter.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import {
  FilterSelect,
  ProjectFilter,
  type FilterOption,
} from '../../../components/ui/filter-select.tsx'
import {
  DATE_BASIS_LABELS,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
} from '../../../lib/format/date-presets.ts'
import {
  compactDashboardSearch,
  DEFAULT_DASHBOARD_SEARCH,
  type TDashboardSearch,
} from '../model/dashboard-search.ts'

export interface DashboardFilterBarProps {
  search: TDashboardSearch
  onChange: (next: TDashboardSearch) => void
  /** The projects the user may read leads in; "All projects" comes first. */
  projects: readonly FilterOption[]
}

/**
 * The filters every dashboard shares: project, date basis, preset and, for Custom, the From
 * and To days (marked when the end is before the start; nothing is asked for until fixed).
 */
export function DashboardFilterBar({ search, onChange, projects }: DashboardFilterBarProps) {
  const { t } = useLingui()
  const set = (patch: Partial<TDashboardSearch>) => onChange({ ...search, ...patch })
  const setDays = (patch: DateRangePatch) =>
    set({
      ...('from' in patch ? { fromDate: patch.from } : {}),
      ...('to' in patch ? { toDate: patch.to } : {}),
    })
  return (
    <FilterBar
      filtered={Object.keys(compactDashboardSearch(search)).length > 0}
      onClear={() => onChange(DEFAULT_DASHBOARD_SEARCH)}
    >
      <ProjectFilter
        options={projects}
        value={search.projectId}
        onChange={(projectId) => set({ projectId: projectId || undefined })}
      />
      <RequiredChoice
        label={t`Date basis`}
        choices={DATE_BASES}
        labels={DATE_BASIS_LABELS}
        value={search.dateField}
        onChange={(dateField) => set({ dateField })}
      />
      <RequiredChoice
        label={t`Period`}
        choices={DATE_PRESETS}
        labels={DATE_PRESET_LABELS}
        value={search.preset}
        onChange={(preset) => set({ preset })}
      />
      {search.preset === 'custom' && (
        <CustomDateRange from={search.fromDate} to={search.toDate} onChange={setDays} />
      )}
    </FilterBar>
  )
}

/** A select that always holds one of its choices: a dashboard has no "any" basis or period. */
function RequiredChoice<T extends string>({
  label,
  choices,
  labels,
  value,
  onChange,
}: {
  label: string
  choices: readonly T[]
  labels: Record<T, MessageDescriptor>
  value: T
  onChange: (value: T) => void
}) {
  const { i18n } = useLingui()
  return (
    // The select offers only `choices`, so the value it reports is one of them.
    <FilterSelect label={label} value={value} onChange={(v) => onChange(v as T)}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {i18n._(labels[choice])}
        </option>
      ))}
    </FilterSelect>
  )
}
