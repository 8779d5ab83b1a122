import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { TGetOtpResponse } from '../../../../contract/auth.ts'
import { useSignInWithCode } from '../hooks/use-sign-in-with-code.ts'
import { formatMobile, isCompleteOtp, normaliseOtpInput, OTP_LENGTH } from '../model/mobile.ts'
import { codeEntryErrorText, SIGN_IN_MESSAGES } from '../model/sign-in-errors.ts'
import type { SignInResult } from '../session/sign-in.ts'
import { ResendCode } from './resend-code.tsx'

interface CodeFormProps {
  phone: string
  code: TGetOtpResponse
  sentAt: number
  onCodeResent: (response: TGetOtpResponse) => void
  onChangeNumber: () => void
  onResult: (result: SignInResult) => void
}

/** Sign-in steps 2 to 5: the 6-digit code, then tokens, profile and modules behind one spinner. */
export function CodeForm({
  phone,
  code,
  sentAt,
  onCodeResent,
  onChangeNumber,
  onResult,
}: CodeFormProps) {
  const { i18n, t } = useLingui()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const signIn = useSignInWithCode()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  function showError(text: string) {
    setError(text)
    inputRef.current?.select()
    inputRef.current?.focus()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (signIn.isPending) return
    if (!isCompleteOtp(otp)) {
      showError(i18n._(SIGN_IN_MESSAGES.enterSixDigits))
      return
    }
    setError(undefined)
    signIn.mutate(
      { phone, refId: code.refId, otp },
      { onSuccess: onResult, onError: (failure) => showError(codeEntryErrorText(failure, i18n)) },
    )
  }

  const number = formatMobile(phone)
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text>
          <Trans>
            We sent a {OTP_LENGTH}-digit code to <strong>{number}</strong>.
          </Trans>{' '}
          <Button variant="plain" colorPalette="brand" p="0" h="auto" onClick={onChangeNumber}>
            <Trans>Change number</Trans>
          </Button>
        </Text>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            <Trans>One-time code</Trans>
          </Field.Label>
          <Input
            ref={inputRef}
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            letterSpacing="0.3em"
            fontVariantNumeric="tabular-nums"
            value={otp}
            onChange={(event) => {
              setOtp(normaliseOtpInput(event.target.value))
              setError(undefined)
            }}
          />
          {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <ResendCode
            phone={phone}
            resendInSeconds={code.resendInSeconds}
            sentAt={sentAt}
            onResent={(response) => {
              setOtp('')
              setError(undefined)
              onCodeResent(response)
              inputRef.current?.focus()
            }}
            onError={showError}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={signIn.isPending}
            loadingText={t`Signing in…`}
          >
            <Trans>Sign in</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
