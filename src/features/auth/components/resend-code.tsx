import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TGetOtpResponse } from '../../../../contract/auth.ts'
import { useGetOtpMutation } from '../api/get-otp.ts'
import { useCountdown } from '../hooks/use-countdown.ts'
import { codeRequestErrorText } from '../model/sign-in-errors.ts'

interface ResendCodeProps {
  phone: string
  resendInSeconds: number
  sentAt: number
  onResent: (response: TGetOtpResponse) => void
  onError: (text: string) => void
}

/** A new code once the server's resend delay has passed; too many and the number is blocked. */
export function ResendCode({ phone, resendInSeconds, sentAt, onResent, onError }: ResendCodeProps) {
  const { i18n, t } = useLingui()
  const secondsLeft = useCountdown(sentAt, resendInSeconds)
  const getOtp = useGetOtpMutation()

  if (secondsLeft > 0) {
    // Not a live region: a number changing every second would drown out everything else.
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>You can ask for a new code in {secondsLeft} s.</Trans>
      </Text>
    )
  }
  return (
    <Button
      variant="outline"
      loading={getOtp.isPending}
      loadingText={t`Sending code…`}
      onClick={() =>
        getOtp.mutate(phone, {
          onSuccess: onResent,
          onError: (failure) => onError(codeRequestErrorText(failure, i18n)),
        })
      }
    >
      <Trans>Send a new code</Trans>
    </Button>
  )
}
