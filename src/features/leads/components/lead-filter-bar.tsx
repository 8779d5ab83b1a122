import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import type { TExecutive } from '../../../../contract/leads.ts'
import { DATE_BASES, type TDateBasis } from '../../../../contract/validators.ts'
import {
  DATE_BASIS_LABELS,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type TDatePreset,
} from '../../../lib/format/date-presets.ts'
import { MESSAGES } from '../../../lib/messages.ts'
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

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300

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
  const customInvalid =
    search.date === 'custom' && search.from && search.to ? search.to < search.from : false

  return (
    <Stack gap="3">
      <Wrap gap="3" align="flex-end">
        <SearchBox value={search.q ?? ''} onSearch={(q) => set({ q })} />
        <NameFilter
          label={t`Source`}
          anyText={t`All sources`}
          names={sources.data?.items.map((item) => item.labelName)}
          value={search.source}
          onChange={(source) => set({ source })}
        />
        <NameFilter
          label={t`Label`}
          anyText={t`All labels`}
          names={labels.data?.items.map((item) => item.labelName)}
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
        <FilterSelect
          label={t`Date`}
          value={search.date ?? ''}
          onChange={(date) => set({ date: (date || undefined) as TDatePreset | undefined })}
        >
          <option value="">{t`Any date`}</option>
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {i18n._(DATE_PRESET_LABELS[preset])}
            </option>
          ))}
        </FilterSelect>
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
          <>
            <Field.Root width="auto" invalid={customInvalid}>
              <Field.Label>
                <Trans>From</Trans>
              </Field.Label>
              <Input
                type="date"
                size="sm"
                value={search.from ?? ''}
                onChange={(e) => set({ from: e.target.value || undefined })}
              />
            </Field.Root>
            <Field.Root width="auto" invalid={customInvalid}>
              <Field.Label>
                <Trans>To</Trans>
              </Field.Label>
              <Input
                type="date"
                size="sm"
                value={search.to ?? ''}
                min={search.from}
                onChange={(e) => set({ to: e.target.value || undefined })}
              />
              <Field.ErrorText>{i18n._(MESSAGES.dateRangeOrder)}</Field.ErrorText>
            </Field.Root>
          </>
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
        {hasActiveFilters(search) && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Wrap>
    </Stack>
  )
}

/** A value a link names stays selectable even when the reference list lacks it. */
function withCurrent(names: string[] | undefined, current: string | undefined): string[] {
  const list = names ?? []
  return current && !list.includes(current) ? [current, ...list] : list
}

/** A filter by one name of a reference list; a value missing from the list is still shown. */
function NameFilter({
  label,
  anyText,
  names,
  value,
  onChange,
}: {
  label: string
  anyText: string
  names: string[] | undefined
  value: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <FilterSelect label={label} value={value ?? ''} onChange={onChange}>
      <option value="">{anyText}</option>
      {withCurrent(names, value).map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </FilterSelect>
  )
}

export function executiveName(executive: Pick<TExecutive, 'profile'>): string {
  return `${executive.profile.firstName} ${executive.profile.lastName}`.trim()
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <Field.Root width="auto" minW="9rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** The search box: runs the search once typing pauses, and follows the URL when it changes. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  // The URL changed under us (clear filters, back button): show what it holds.
  if (value !== lastValue) {
    setLastValue(value)
    setText(value)
  }
  const search = useEffectEvent((q: string) => onSearch(q))
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <Field.Root width={{ base: 'full', md: '16rem' }}>
      <Field.Label>
        <Trans>Search leads</Trans>
      </Field.Label>
      <HStack width="full">
        <Input
          type="search"
          size="sm"
          value={text}
          placeholder={t`Name, location, label or last digits`}
          onChange={(e) => setText(e.target.value)}
        />
      </HStack>
    </Field.Root>
  )
}
