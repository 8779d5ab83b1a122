import { Field, Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type TDatePreset,
} from '../../lib/format/date-presets.ts'
import { MESSAGES } from '../../lib/message-catalogue.ts'
import { ChoiceFilter } from './filter-select.tsx'

/** The spec's date presets (today, last 7 days, …, custom), or any date. */
export function DatePresetFilter({
  value,
  onChange,
}: {
  value: TDatePreset | undefined
  onChange: (date: TDatePreset | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <ChoiceFilter
      label={t`Date`}
      anyLabel={t`Any date`}
      choices={DATE_PRESETS}
      labels={DATE_PRESET_LABELS}
      value={value}
      onChange={onChange}
    />
  )
}

/** Wire dates (yyyy-MM-dd) of a custom range; an empty field clears its end. */
export interface DateRangePatch {
  from?: string | undefined
  to?: string | undefined
}

/** The From and To days of a custom range; a reversed range is marked on both. */
export function CustomDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined
  to: string | undefined
  onChange: (patch: DateRangePatch) => void
}) {
  const { i18n } = useLingui()
  const reversed = from && to ? to < from : false
  return (
    <>
      <Field.Root width="auto" invalid={reversed}>
        <Field.Label>
          <Trans>From</Trans>
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </Field.Root>
      <Field.Root width="auto" invalid={reversed}>
        <Field.Label>
          <Trans>To</Trans>
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={to ?? ''}
          min={from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
        <Field.ErrorText>{i18n._(MESSAGES.dateRangeOrder)}</Field.ErrorText>
      </Field.Root>
    </>
  )
}
