import { Alert, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { DemoRequestForm } from './demo-request-form.tsx'

/** Request a demo: the form, then the spec's thank-you in its place. */
export function DemoRequestPage() {
  const [sent, setSent] = useState(false)
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Request a demo</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            See how SiteOffice keeps your sales team working at the site office, even when the
            connection drops. Tell us about your company and we will set up a walk-through.
          </Trans>
        </Text>
      </Stack>
      {sent ? <ThankYou /> : <DemoRequestForm onSent={() => setSent(true)} />}
    </Stack>
  )
}

function ThankYou() {
  const { i18n } = useLingui()
  const title = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: move it to the confirmation so it is read out.
  useEffect(() => title.current?.focus(), [])
  return (
    <Alert.Root status="success" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Title ref={title} tabIndex={-1} outline="none">
        {i18n._(MESSAGES.demoRequestThanks)}
      </Alert.Title>
    </Alert.Root>
  )
}
