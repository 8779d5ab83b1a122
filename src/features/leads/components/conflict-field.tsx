import { Box, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { maskEmail, maskPhone } from '../../../../contract/masking.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import { DATE_LOCALES } from '../../../lib/format/locale.ts'
import { formatIndianNumber, formatRupees } from '../../../lib/format/money.ts'
import { carpetAreaMessage } from '../model/lead-values.ts'
import { pathLabel } from '../model/lead-form-text.ts'
import {
  enumLabel,
  GENDER_LABELS,
  leadStatusLabel,
  referenceLabel,
} from '../../../lib/enum-labels.ts'
import type { TConflictField, TMergeChoice } from '../model/merge.ts'

const notSet = msg`Not set`

function localeOf(i18n: I18n): TLocale {
  return i18n.locale === 'hi' ? 'hi' : 'en'
}

/** A value of a lead field as people read it: rupees, ranges, months, masked contacts. */
export function formatLeadValue(path: string, value: unknown, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return i18n._(notSet)
  if (Array.isArray(value)) {
    return value.length
      ? value.map((v) => referenceLabel(String(v), i18n)).join(', ')
      : i18n._(notSet)
  }
  const locale = localeOf(i18n)
  switch (path) {
    case 'profile.whatsAppNumber':
    case 'profile.alternateNumber':
      return maskPhone(String(value))
    case 'profile.email':
      return maskEmail(String(value))
    case 'propertyInterest.budgetRange': {
      const { min, max } = value as { min: number; max: number }
      return `${formatRupees(min, locale, 0)} – ${formatRupees(max, locale, 0)}`
    }
    case 'propertyInterest.carpetAreaSqFtRange':
      return i18n._(carpetAreaMessage(value as { lower: number; upper: number }, locale))
    case 'background.annualIncome':
      return formatRupees(Number(value), locale, 0)
    case 'background.possessionDate': {
      const { month, year } = value as { month: number; year: number }
      return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(year, month - 1, 1)))
    }
    case 'background.fundingIsLoaned':
      return value ? i18n._(msg`Yes, a loan`) : i18n._(msg`No, own funds`)
    case 'leadStatus':
      return leadStatusLabel(String(value), (d) => i18n._(d))
    case 'profile.gender':
      return enumLabel(GENDER_LABELS, String(value), i18n)
    case 'profile.sourceOfLead':
    case 'profile.subSourceOfLead':
    case 'propertyInterest.purposeOfProperty':
    case 'propertyInterest.propertyStatus':
    case 'subStatus':
      return referenceLabel(String(value), i18n)
  }
  if (typeof value === 'number') return formatIndianNumber(value, locale)
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`)
  return String(value)
}

export interface ConflictFieldProps {
  field: TConflictField
  choice: TMergeChoice
  onChoose: (choice: TMergeChoice) => void
}

/** One field of a refused edit: mine beside the server's, and which to keep (a labelled group). */
export function ConflictField({ field, choice, onChoose }: ConflictFieldProps) {
  const { i18n, t } = useLingui()
  const name = i18n._(pathLabel(field.path))
  return (
    <Box borderWidth="1px" borderRadius="md" padding="3">
      <RadioGroup.Root
        name={field.path}
        value={choice}
        onValueChange={(details) => {
          if (details.value === 'mine' || details.value === 'server') onChoose(details.value)
        }}
        size="sm"
      >
        <Stack gap="2">
          <RadioGroup.Label fontWeight="semibold">{name}</RadioGroup.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                <Trans>Your change</Trans>
              </Text>
              <Text>{formatLeadValue(field.path, field.mine, i18n)}</Text>
              <RadioGroup.Item value="mine">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Keep mine`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                <Trans>On the server now</Trans>
              </Text>
              <Text>{formatLeadValue(field.path, field.server, i18n)}</Text>
              <RadioGroup.Item value="server">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Keep the server's`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </SimpleGrid>
          {field.agrees ? (
            <Text fontSize="xs" color="fg.muted">
              <Trans>The server already has this value.</Trans>
            </Text>
          ) : null}
        </Stack>
      </RadioGroup.Root>
    </Box>
  )
}
