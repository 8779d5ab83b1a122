import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { TExecutive } from '../../../../contract/leads.ts'
import { DATE_BASES, type TDateBasis } from '../../../../contract/validators.ts'
import { CustomDateRange, DatePresetFilter } from '../../../components/ui/date-filter.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { FilterSelect, OptionFilter } from '../../../components/ui/filter-select.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { DATE_BASIS_LABELS } from '../../../lib/format/date-presets.ts'
import { useEntityLabels } from '../api/entity-labels.ts'
import { useExecutives } from '../api/executives.ts'
import {
  DEFAULT_DATE_BASIS,
  DEFAULT_ORDER,
  DEFAULT_SORT,
  compactSearch,
  hasActiveFilters,
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

/** Search, filters and sort of the lead list; every change goes to the URL. */
export function LeadFilterBar({ slug, projectId, search, onChange, onClear }: LeadFilterBarProps) {
  const { t, i18n } = useLingui()
  const sources = useEntityLabels(slug, 'leadsource')
  const labels = useEntityLabels(slug, 'leadlabel')
  const executives = useExecutives(slug, projectId ?? undefined)
  const set = (patch: Partial<TLeadSearch>) => onChange(compactSearch({ ...search, ...patch }))

  return (
    <FilterBar filtered={hasActiveFilters(search)} onClear={onClear}>
      <SearchBox
        label={t`Search leads`}
        placeholder={t`Name, location, label or last digits`}
        value={search.q ?? ''}
        onSearch={(q) => set({ q })}
      />
      <OptionFilter
        label={t`Source`}
        anyLabel={t`All sources`}
        options={nameOptions(sources.data?.items, i18n)}
        value={search.source}
        onChange={(source) => set({ source })}
      />
      <OptionFilter
        label={t`Label`}
        anyLabel={t`All labels`}
        options={nameOptions(labels.data?.items, i18n)}
        value={search.label}
        onChange={(label) => set({ label })}
      />
      <FilterSelect
        label={t`Assigned to`}
        value={search.assignee ?? ''}
        onChange={(assignee) => set({ assignee })}
      >
        <option value="">{t`Anyone`}</option>
        <option value={UNASSIGNED}>{t`Unassigned`}</option>
        {executives.data?.items.map((executive) => (
          <option key={executive._id} value={executive._id}>
            {executiveName(executive)}
          </option>
        ))}
      </FilterSelect>
      <DatePresetFilter value={search.date} onChange={(date) => set({ date })} />
      {search.date && (
        <FilterSelect
          label={t`Date of`}
          value={search.basis ?? DEFAULT_DATE_BASIS}
          onChange={(basis) => set({ basis: basis as TDateBasis })}
        >
          {DATE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {i18n._(DATE_BASIS_LABELS[basis])}
            </option>
          ))}
        </FilterSelect>
      )}
      {search.date === 'custom' && (
        <CustomDateRange from={search.from} to={search.to} onChange={set} />
      )}
      <FilterSelect
        label={t`Sort by`}
        value={search.sort ?? DEFAULT_SORT}
        onChange={(sort) => set({ sort: sort as TLeadSortField })}
      >
        <option value="updatedAt">{t`Last updated`}</option>
        <option value="createdAt">{t`Created`}</option>
        <option value="fullName">{t`Name`}</option>
      </FilterSelect>
      <FilterSelect
        label={t`Order`}
        value={search.order ?? DEFAULT_ORDER}
        onChange={(order) => set({ order: order as TSortOrder })}
      >
        <option value="desc">
          {(search.sort ?? DEFAULT_SORT) === 'fullName' ? t`Z to A` : t`Newest first`}
        </option>
        <option value="asc">
          {(search.sort ?? DEFAULT_SORT) === 'fullName' ? t`A to Z` : t`Oldest first`}
        </option>
      </FilterSelect>
    </FilterBar>
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
