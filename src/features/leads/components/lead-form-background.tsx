import { Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FUNDING_CHOICES } from '../model/lead-form.ts'
import type { TLeadFormDefinition } from '../model/lead-form-custom.ts'
import type { TStandardFieldKey } from '../model/lead-form-order.ts'
import { LeadField, LeadFormGroup, SelectInput, type TOption } from './lead-form-fields.tsx'
import { RupeeInput } from './lead-form-interest.tsx'
import { LeadFieldPair, LeadSectionFields } from './lead-form-section.tsx'

const BACKGROUND_WIDE = ['possessionDate'] as const

function monthOptions(locale: string): TOption[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2024, index, 1))),
  }))
}

/** Who the lead is beyond the contact: work, income, funding, when they want possession. */
export function LeadBackgroundFields({
  definition,
}: {
  /** The organisation's lead form: the group's order and its custom fields. */
  definition: TLeadFormDefinition | undefined
}) {
  const { i18n, t } = useLingui()
  const standard: Record<TStandardFieldKey<'background'>, ReactNode> = {
    occupation: (
      <LeadField name="occupation">{(field) => <Input {...field} maxLength={100} />}</LeadField>
    ),
    annualIncome: <LeadField name="annualIncome">{(field) => <RupeeInput {...field} />}</LeadField>,
    qualification: (
      <LeadField name="qualification">{(field) => <Input {...field} maxLength={100} />}</LeadField>
    ),
    fundingIsLoaned: (
      <LeadField name="fundingIsLoaned">
        {(field) => (
          <SelectInput
            {...field}
            options={FUNDING_CHOICES.map((choice) => ({
              value: choice,
              label: choice === 'yes' ? t`Yes, a loan` : t`No, own funds`,
            }))}
          />
        )}
      </LeadField>
    ),
    possessionDate: (
      <LeadFieldPair>
        <LeadField name="possessionMonth">
          {(field) => <SelectInput {...field} options={monthOptions(i18n.locale)} />}
        </LeadField>
        <LeadField name="possessionYear">
          {(field) => <Input {...field} inputMode="numeric" maxLength={4} />}
        </LeadField>
      </LeadFieldPair>
    ),
    workLocation: (
      <LeadField name="workLocation">{(field) => <Input {...field} maxLength={200} />}</LeadField>
    ),
  }
  return (
    <LeadFormGroup id="lead-group-background" title={<Trans>Background</Trans>}>
      <LeadSectionFields
        definition={definition}
        section="background"
        standard={standard}
        wide={BACKGROUND_WIDE}
      />
    </LeadFormGroup>
  )
}
