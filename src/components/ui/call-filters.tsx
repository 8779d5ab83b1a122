import { useLingui } from '@lingui/react/macro'
import { CALL_STATUSES, CALL_TYPES } from '../../../contract/dispositions.ts'
import { CALL_STATUS_LABELS, CALL_TYPE_LABELS } from '../../lib/enum-labels.ts'
import type { TCallListSearch } from '../../lib/call-list-search.ts'
import { ChoiceFilter } from './filter-select.tsx'

type TCallFilters = Pick<TCallListSearch, 'callType' | 'callStatus'>

/** The call type and call status filters of every screen that lists calls or their tasks. */
export function CallFilters({
  value,
  onFilter,
}: {
  value: TCallFilters
  onFilter: (patch: TCallFilters) => void
}) {
  const { t } = useLingui()
  return (
    <>
      <ChoiceFilter
        label={t`Call type`}
        anyLabel={t`Any call type`}
        choices={CALL_TYPES}
        labels={CALL_TYPE_LABELS}
        value={value.callType}
        onChange={(callType) => onFilter({ callType })}
      />
      <ChoiceFilter
        label={t`Call status`}
        anyLabel={t`Any call status`}
        choices={CALL_STATUSES}
        labels={CALL_STATUS_LABELS}
        value={value.callStatus}
        onChange={(callStatus) => onFilter({ callStatus })}
      />
    </>
  )
}
