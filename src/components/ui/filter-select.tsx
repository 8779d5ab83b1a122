import type { MessageDescriptor } from '@lingui/core'
import { Field, NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A choice a filter offers: an id and what it is called (a project, a person). */
export interface FilterOption {
  value: string
  label: string
}

export interface FilterSelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The `<option>`s; an empty value stands for "any". */
  children: ReactNode
  /** For names (a project, a building) rather than short values: wider on a tablet. */
  wide?: boolean
}

/**
 * A labelled native select for a list's filter bar: keyboard and screen-reader friendly as is.
 * Its width is its own, never its options': a select is as wide as its longest option, so the
 * names and sources arriving after the first paint widened every filter, the bar wrapped onto
 * another row and the list below it moved down (the lead list's layout shift: 0.28 on a tablet,
 * issue 14).
 * Two to a row on a phone (the bar's gap is 0.75rem); a long option is cut inside its select.
 */
export function FilterSelect({ label, value, onChange, children, wide }: FilterSelectProps) {
  return (
    <Field.Root width={{ base: 'calc(50% - 0.375rem)', sm: wide ? '16rem' : '10rem' }}>
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

export interface ChoiceFilterProps<T extends string> {
  label: string
  /** The first option, which clears the filter ("Any status"). */
  anyLabel: string
  choices: readonly T[]
  labels: Record<T, MessageDescriptor>
  value: T | undefined
  onChange: (value: T | undefined) => void
}

/** A filter over a fixed vocabulary (statuses, types), each value in the user's language. */
export function ChoiceFilter<T extends string>({
  label,
  anyLabel,
  choices,
  labels,
  value,
  onChange,
}: ChoiceFilterProps<T>) {
  const { i18n } = useLingui()
  return (
    // The select offers only `choices` and "", so the value it reports is one of them.
    <FilterSelect
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange((v || undefined) as T)}
    >
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {i18n._(labels[choice])}
        </option>
      ))}
    </FilterSelect>
  )
}

export interface OptionFilterProps {
  label: string
  /** The first option, which clears the filter ("All projects"). */
  anyLabel: string
  options: readonly FilterOption[]
  /** Options offered before the list, such as "Unassigned". */
  leading?: readonly FilterOption[]
  value: string | undefined
  onChange: (value: string) => void
}

/** A filter by one of a loaded list (projects, people); an id a link names stays selectable. */
export function OptionFilter({
  label,
  anyLabel,
  options,
  leading = [],
  value,
  onChange,
}: OptionFilterProps) {
  const current = leading.some((option) => option.value === value) ? undefined : value
  return (
    <FilterSelect label={label} value={value ?? ''} onChange={onChange}>
      <option value="">{anyLabel}</option>
      {[...leading, ...withCurrent(options, current)].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FilterSelect>
  )
}

/** The project and people lists a screen's filters offer (the route loads them). */
export interface FilterLists {
  projects: readonly FilterOption[]
  /** The lead users, for filters by who made, called or holds something. */
  people: readonly FilterOption[]
}

/** A filter by project, over the projects the user works on. */
export function ProjectFilter(props: Pick<OptionFilterProps, 'options' | 'value' | 'onChange'>) {
  const { t } = useLingui()
  return <OptionFilter label={t`Project`} anyLabel={t`All projects`} {...props} />
}

/** An id a link names stays selectable (shown as the id) before or without the list naming it. */
export function withCurrent(
  options: readonly FilterOption[],
  current: string | undefined,
): readonly FilterOption[] {
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options
}
