import { Alert, Input, Link, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { GENDERS, sensitiveFlags, type TLead } from '../../../../contract/leads.ts'
import { GENDER_LABELS } from '../../../lib/enum-labels.ts'
import type { TNumberChecks } from '../hooks/use-number-checks.ts'
import type { LeadFormLists, TMaskedField } from '../model/lead-form.ts'
import { duplicateMessage } from '../model/lead-form-text.ts'
import type { TLeadFormDefinition } from '../model/lead-form-custom.ts'
import type { TStandardFieldKey } from '../model/lead-form-order.ts'
import { leadHref } from '../offline/save-lead.ts'
import {
  LeadField,
  LeadFormGroup,
  MobileInput,
  SelectInput,
  SensitiveBadge,
  referenceOptions,
  useLeadForm,
} from './lead-form-fields.tsx'
import { LeadSectionFields } from './lead-form-section.tsx'

const MASKED_WATCH = ['whatsAppNumber', 'alternateNumber', 'email', 'sourceOfLead'] as const

/**
 * Who the lead is and how to reach them. Editing, a masked number or e-mail starts empty with a
 * hint (typing replaces it); the WhatsApp number is checked by the server once left, online.
 */
export function LeadProfileFields({
  lead,
  lists,
  hidden,
  canChangeSource,
  numberChecks,
  definition,
}: {
  /** The organisation's lead form: the group's order and its custom fields. */
  definition: TLeadFormDefinition | undefined
  lead: TLead | undefined
  lists: LeadFormLists
  hidden: Partial<Record<TMaskedField, boolean>>
  canChangeSource: boolean
  numberChecks: TNumberChecks
}) {
  const { i18n } = useLingui()
  const { control, getValues, setValue } = useLeadForm()
  const [whatsAppNumber, alternateNumber, email, sourceOfLead] = useWatch({
    control,
    name: MASKED_WATCH,
  })
  const editing = lead !== undefined
  const { whatsApp, duplicates, checkNumber, resetNumberChecks } = numberChecks
  const typed = { whatsAppNumber, alternateNumber, email }

  const typedFlags = sensitiveFlags({
    alternateNumber: alternateNumber || null,
    email: email || null,
  })
  const flags = {
    alternateNumber:
      typedFlags.alternateNumber ||
      (alternateNumber === '' &&
        hidden.alternateNumber === true &&
        lead?.sensitive.alternateNumber === true),
    email: typedFlags.email || (email === '' && lead?.sensitive.email === true),
  }

  const maskedHint = (name: TMaskedField) =>
    editing && hidden[name] && typed[name] === '' ? (
      <Trans>Hidden: type a new value to replace it</Trans>
    ) : undefined

  const whatsAppHelper =
    maskedHint('whatsAppNumber') ??
    (whatsApp.state === 'skipped' ? (
      <Trans>Offline: the WhatsApp check is skipped and the number is saved as typed.</Trans>
    ) : whatsApp.state === 'valid' ? (
      <Trans>On WhatsApp.</Trans>
    ) : undefined)

  const sourceLocked = editing && !canChangeSource
  const chosenSource = lists.sources.find((s) => s.labelName === sourceOfLead)
  const subSources = lists.subSources.filter(
    (s) => !s.parentId || !chosenSource || s.parentId === chosenSource._id,
  )

  const standard: Record<TStandardFieldKey<'profile'>, ReactNode> = {
    fullName: (
      <LeadField name="fullName" required>
        {(field) => <Input {...field} autoComplete="name" maxLength={100} />}
      </LeadField>
    ),
    gender: (
      <LeadField name="gender">
        {(field) => (
          <SelectInput
            {...field}
            options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
          />
        )}
      </LeadField>
    ),
    age: (
      <LeadField name="age">
        {(field) => <Input {...field} inputMode="numeric" maxLength={3} />}
      </LeadField>
    ),
    whatsAppNumber: (
      <LeadField
        name="whatsAppNumber"
        required={!editing || !hidden.whatsAppNumber}
        invalid={whatsApp.state === 'rejected'}
        problem={whatsApp.state === 'rejected' ? (whatsApp.message ?? undefined) : undefined}
        helper={whatsAppHelper}
        onLeave={() => checkNumber(getValues('whatsAppNumber'))}
      >
        {({ onChange, ...field }) => (
          <MobileInput
            {...field}
            onDigits={(digits) => {
              onChange(digits)
              resetNumberChecks()
            }}
          />
        )}
      </LeadField>
    ),
    alternateNumber: (
      <LeadField
        name="alternateNumber"
        helper={maskedHint('alternateNumber')}
        badge={flags.alternateNumber ? <SensitiveBadge /> : undefined}
      >
        {({ onChange, ...field }) => <MobileInput {...field} onDigits={onChange} />}
      </LeadField>
    ),
    email: (
      <LeadField
        name="email"
        helper={maskedHint('email')}
        badge={flags.email ? <SensitiveBadge /> : undefined}
      >
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="off" />}
      </LeadField>
    ),
    sourceOfLead: (
      <LeadField
        name="sourceOfLead"
        required
        disabled={sourceLocked}
        helper={
          sourceLocked ? <Trans>You don't have permission to change the source.</Trans> : undefined
        }
      >
        {({ onChange, ...field }) => (
          <SelectInput
            {...field}
            options={referenceOptions(lists.sources, i18n)}
            onChange={(value) => {
              onChange(value)
              setValue('subSourceOfLead', '')
            }}
          />
        )}
      </LeadField>
    ),
    subSourceOfLead: (
      <LeadField name="subSourceOfLead" disabled={sourceLocked}>
        {(field) => <SelectInput {...field} options={referenceOptions(subSources, i18n)} />}
      </LeadField>
    ),
    currentLocation: (
      <LeadField name="currentLocation">
        {(field) => <Input {...field} maxLength={200} />}
      </LeadField>
    ),
  }

  return (
    <LeadFormGroup id="lead-group-profile" title={<Trans>Profile</Trans>}>
      <LeadSectionFields definition={definition} section="profile" standard={standard} />
      {duplicates.length > 0 ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Possible duplicate (you can still save)</Trans>
            </Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" listStyle="none">
                {duplicates.map((duplicate) => (
                  <li key={duplicate._id}>
                    <Link asChild variant="underline">
                      <RouterLink to={leadHref(duplicate._id)}>
                        {i18n._(duplicateMessage(duplicate))}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </LeadFormGroup>
  )
}
