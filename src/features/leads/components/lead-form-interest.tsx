import { Input, SimpleGrid, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { normaliseRupeeInput, type LeadFormLists } from '../model/lead-form.ts'
import {
  LeadField,
  LeadFormGroup,
  MultiCheck,
  SelectInput,
  referenceOptions,
  type TLeadControl,
} from './lead-form-fields.tsx'

/** An amount in rupees: digits only, grouped the Indian way as typed. */
export function RupeeInput({
  onChange,
  ...field
}: TLeadControl<'budgetMin' | 'budgetMax' | 'annualIncome'>) {
  return (
    <Input
      {...field}
      onChange={(event) => onChange(normaliseRupeeInput(event.target.value))}
      inputMode="numeric"
    />
  )
}

/** What the lead is looking for: budget, purpose, unit types, floors, area. */
export function LeadInterestFields({
  lists,
  custom,
}: {
  lists: LeadFormLists
  /** The group's custom fields (customise lead form). */
  custom?: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <LeadFormGroup id="lead-group-interest" title={<Trans>Property interest</Trans>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <LeadField name="budgetMin">{(field) => <RupeeInput {...field} />}</LeadField>
        <LeadField name="budgetMax">{(field) => <RupeeInput {...field} />}</LeadField>
        <LeadField name="purposeOfProperty">
          {(field) => <SelectInput {...field} options={referenceOptions(lists.purposes, i18n)} />}
        </LeadField>
        <LeadField name="propertyStatus">
          {(field) => (
            <SelectInput {...field} options={referenceOptions(lists.propertyStatuses, i18n)} />
          )}
        </LeadField>
        <LeadField name="carpetAreaLower">
          {(field) => <Input {...field} inputMode="decimal" />}
        </LeadField>
        <LeadField name="carpetAreaUpper">
          {(field) => <Input {...field} inputMode="decimal" />}
        </LeadField>
      </SimpleGrid>
      <MultiCheck name="preferredUnitType" options={referenceOptions(lists.unitTypes, i18n)} />
      <MultiCheck name="preferredFloor" options={referenceOptions(lists.floors, i18n)} />
      <LeadField name="otherPreferences">
        {(field) => <Textarea {...field} rows={3} maxLength={500} />}
      </LeadField>
      {custom}
    </LeadFormGroup>
  )
}
