import { Alert, Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { MESSAGES } from '../../../lib/message-catalogue.ts'

/** Spec 000 sections 1 and 3: a home buyer (customer-only profile) has the mobile app instead. */
export function CustomerOnlyNotice({ onUseAnotherNumber }: { onUseAnotherNumber: () => void }) {
  const { i18n } = useLingui()
  const titleRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    titleRef.current?.focus()
  }, [])

  return (
    <Stack gap="5">
      <Alert.Root status="info" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title ref={titleRef} tabIndex={-1} outline="none">
            {i18n._(MESSAGES.customerProfileOnly)}
          </Alert.Title>
          <Alert.Description>
            <Trans>
              Sign in to the app on your phone to follow your booking, payments and construction
              progress.
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" onClick={onUseAnotherNumber}>
        <Trans>Use another number</Trans>
      </Button>
    </Stack>
  )
}
