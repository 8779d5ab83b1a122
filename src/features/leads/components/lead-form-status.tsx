import { SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import { DROPPED_STATUS } from '../../../../contract/leads.ts'
import { LEAD_STATUS_LABELS } from '../../../lib/enum-labels.ts'
import type { LeadFormLists } from '../model/lead-form.ts'
import {
  LeadField,
  LeadFormGroup,
  MultiCheck,
  SelectInput,
  referenceOptions,
} from './lead-form-fields.tsx'

/** A new lead's stage (never Dropped) and labels; an edit changes them elsewhere. */
export function LeadStatusFields({ lists }: { lists: LeadFormLists }) {
  const { i18n } = useLingui()
  return (
    <LeadFormGroup id="lead-group-status" title={<Trans>Status and labels</Trans>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <LeadField name="leadStatus">
          {({ onChange, ...field }) => (
            <SelectInput
              {...field}
              options={LEAD_STATUSES.filter((s) => s !== DROPPED_STATUS).map((s) => ({
                value: s,
                label: i18n._(LEAD_STATUS_LABELS[s]),
              }))}
              onChange={(value) => onChange(value || LEAD_STATUSES[0])}
            />
          )}
        </LeadField>
      </SimpleGrid>
      <MultiCheck name="labels" options={referenceOptions(lists.labels, i18n)} />
    </LeadFormGroup>
  )
}
