import { Input, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { normaliseRupeeInput, type LeadFormLists } from '../model/lead-form.ts'
import type { TLeadFormDefinition } from '../model/lead-form-custom.ts'
import type { TStandardFieldKey } from '../model/lead-form-order.ts'
import {
  LeadField,
  LeadFormGroup,
  MultiCheck,
  SelectInput,
  referenceOptions,
  type TLeadControl,
} from './lead-form-fields.tsx'
import { LeadFieldPair, LeadSectionFields } from './lead-form-section.tsx'

const INTEREST_WIDE = [
  'budgetRange',
  'preferredUnitType',
  'preferredFloor',
  'otherPreferences',
  'carpetAreaSqFtRange',
] as const

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
  definition,
}: {
  lists: LeadFormLists
  /** The organisation's lead form: the group's order and its custom fields. */
  definition: TLeadFormDefinition | undefined
}) {
  const { i18n } = useLingui()
  const standard: Record<TStandardFieldKey<'propertyInterest'>, ReactNode> = {
    budgetRange: (
      <LeadFieldPair>
        <LeadField name="budgetMin">{(field) => <RupeeInput {...field} />}</LeadField>
        <LeadField name="budgetMax">{(field) => <RupeeInput {...field} />}</LeadField>
      </LeadFieldPair>
    ),
    purposeOfProperty: (
      <LeadField name="purposeOfProperty">
        {(field) => <SelectInput {...field} options={referenceOptions(lists.purposes, i18n)} />}
      </LeadField>
    ),
    preferredUnitType: (
      <MultiCheck name="preferredUnitType" options={referenceOptions(lists.unitTypes, i18n)} />
    ),
    preferredFloor: (
      <MultiCheck name="preferredFloor" options={referenceOptions(lists.floors, i18n)} />
    ),
    propertyStatus: (
      <LeadField name="propertyStatus">
        {(field) => (
          <SelectInput {...field} options={referenceOptions(lists.propertyStatuses, i18n)} />
        )}
      </LeadField>
    ),
    otherPreferences: (
      <LeadField name="otherPreferences">
        {(field) => <Textarea {...field} rows={3} maxLength={500} />}
      </LeadField>
    ),
    carpetAreaSqFtRange: (
      <LeadFieldPair>
        <LeadField name="carpetAreaLower">
          {(field) => <Input {...field} inputMode="decimal" />}
        </LeadField>
        <LeadField name="carpetAreaUpper">
          {(field) => <Input {...field} inputMode="decimal" />}
        </LeadField>
      </LeadFieldPair>
    ),
  }
  return (
    <LeadFormGroup id="lead-group-interest" title={<Trans>Property interest</Trans>}>
      <LeadSectionFields
        definition={definition}
        section="propertyInterest"
        standard={standard}
        wide={INTEREST_WIDE}
      />
    </LeadFormGroup>
  )
}
