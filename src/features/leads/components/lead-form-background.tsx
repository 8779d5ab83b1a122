import { Input, SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FUNDING_CHOICES } from '../model/lead-form.ts'
import { LeadField, LeadFormGroup, SelectInput, type TOption } from './lead-form-fields.tsx'
import { RupeeInput } from './lead-form-interest.tsx'

function monthOptions(locale: string): TOption[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2024, index, 1))),
  }))
}

/** Who the lead is beyond the contact: work, income, funding, when they want possession. */
export function LeadBackgroundFields({
  custom,
}: {
  /** The group's custom fields (customise lead form). */
  custom?: ReactNode
}) {
  const { i18n, t } = useLingui()
  return (
    <LeadFormGroup id="lead-group-background" title={<Trans>Background</Trans>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <LeadField name="occupation">{(field) => <Input {...field} maxLength={100} />}</LeadField>
        <LeadField name="annualIncome">{(field) => <RupeeInput {...field} />}</LeadField>
        <LeadField name="qualification">
          {(field) => <Input {...field} maxLength={100} />}
        </LeadField>
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
        <LeadField name="possessionMonth">
          {(field) => <SelectInput {...field} options={monthOptions(i18n.locale)} />}
        </LeadField>
        <LeadField name="possessionYear">
          {(field) => <Input {...field} inputMode="numeric" maxLength={4} />}
        </LeadField>
        <LeadField name="workLocation">{(field) => <Input {...field} maxLength={200} />}</LeadField>
      </SimpleGrid>
      {custom}
    </LeadFormGroup>
  )
}
