import { Button, Field, Input, InputGroup, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COUNTRY_CODE, type TGetOtpResponse } from '../../../../contract/auth.ts'
import { MESSAGES } from '../../../lib/messages.ts'
import { takePrerenderedSubmit } from '../../../lib/prerendered-input.ts'
import { useGetOtpMutation } from '../api/get-otp.ts'
import { isValidMobile, MOBILE_LENGTH, normaliseMobileInput } from '../model/mobile.ts'
import { codeRequestErrorText } from '../model/sign-in-errors.ts'

interface MobileNumberFormProps {
  defaultPhone: string
  onCodeSent: (phone: string, response: TGetOtpResponse) => void
}

/** Sign-in step 1: the 10-digit mobile number; +91 is fixed (spec 000 section 5). */
export function MobileNumberForm({ defaultPhone, onCodeSent }: MobileNumberFormProps) {
  const { i18n, t } = useLingui()
  const [phone, setPhone] = useState(defaultPhone)
  const [error, setError] = useState<string>()
  const getOtp = useGetOtpMutation()
  const inputRef = useRef<HTMLInputElement>(null)

  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const input = inputRef.current
    input?.focus()
    // After what was typed before the app took the page over (sign-in-flow.tsx), not before it.
    input?.setSelectionRange(input.value.length, input.value.length)
    // "Get code" pressed on the build's drawing of this form, before the app ran.
    if (takePrerenderedSubmit()) formRef.current?.requestSubmit()
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (getOtp.isPending) return
    if (!isValidMobile(phone)) {
      setError(i18n._(MESSAGES.invalidNumber))
      inputRef.current?.focus()
      return
    }
    setError(undefined)
    getOtp.mutate(phone, {
      onSuccess: (response) => onCodeSent(phone, response),
      onError: (failure) => {
        setError(codeRequestErrorText(failure, i18n))
        inputRef.current?.focus()
      },
    })
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            <Trans>Mobile number</Trans>
          </Field.Label>
          <InputGroup startAddon={`+${COUNTRY_CODE}`}>
            <Input
              ref={inputRef}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_LENGTH}
              value={phone}
              onChange={(event) => {
                setPhone(normaliseMobileInput(event.target.value))
                setError(undefined)
              }}
            />
          </InputGroup>
          {error ? (
            <Field.ErrorText role="alert">{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>We will text you a one-time code.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          loading={getOtp.isPending}
          loadingText={t`Sending code…`}
        >
          <Trans>Get code</Trans>
        </Button>
      </Stack>
    </form>
  )
}
