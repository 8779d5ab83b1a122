import { Heading, List, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDate } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { LEGAL_EFFECTIVE_DATE } from '../model/effective-date.ts'

/** A legal page: its title, when it took effect, and numbered sections. */
export function LegalDocument({
  title,
  summary,
  children,
}: {
  title: ReactNode
  summary: ReactNode
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const date = formatDate(
    LEGAL_EFFECTIVE_DATE,
    isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
  )
  return (
    <Stack as="article" gap="8" lineHeight="tall">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          <Trans>In effect from {date}</Trans>
        </Text>
        <Text fontSize="lg">{summary}</Text>
      </Stack>
      {children}
    </Stack>
  )
}

export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

export function LegalList({ children }: { children: ReactNode }) {
  return (
    <List.Root ps="5" gap="2">
      {children}
    </List.Root>
  )
}

export const LegalItem = List.Item
