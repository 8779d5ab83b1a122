import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { DemoRequestList } from '../../features/demo-requests/components/demo-request-list.tsx'
import { MESSAGES } from '../../lib/message-catalogue.ts'

export const Route = createFileRoute('/developer/demo-requests')({
  component: DemoRequestsPage,
})

function DemoRequestsPage() {
  const session = useSession()
  const can = useCan()
  const { i18n } = useLingui()
  if (!session) return null
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Demo requests</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Companies that asked for a demo on the public page.</Trans>
        </Text>
      </Stack>
      {/* The server refuses the list without the scope too; this says why instead of failing. */}
      {can('DXP_USER_MANAGEMENT') ? (
        <DemoRequestList slug={session.slug} />
      ) : (
        <Text role="alert">{i18n._(MESSAGES.permissionDenied)}</Text>
      )}
    </Stack>
  )
}
