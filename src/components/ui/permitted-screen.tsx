import { Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MESSAGES } from '../../lib/message-catalogue.ts'

export interface PermittedScreenProps {
  title: ReactNode
  /** A line under the title on what the screen holds. */
  description: ReactNode
  /** Whether the user's scopes allow the content; the server refuses it without them too. */
  permitted: boolean
  children: ReactNode
}

/** A screen's title (its one h1) over its content, or over why the user may not see it. */
export function PermittedScreen({ title, description, permitted, children }: PermittedScreenProps) {
  const { i18n } = useLingui()
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      {/* Saying why beats a failed request. */}
      {permitted ? children : <Text role="alert">{i18n._(MESSAGES.permissionDenied)}</Text>}
    </Stack>
  )
}
