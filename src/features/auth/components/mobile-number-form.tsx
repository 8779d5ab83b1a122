import { Button, Field, Input, InputGroup, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { COUNTRY_CODE, type TGetOtpResponse } from '../../../../contract/auth.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { prerenderedChange, takePrerenderedSubmit } from '../../../lib/prerendered-input.ts'
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

  function requestCode(number: string) {
    if (getOtp.isPending) return
    if (!isValidMobile(number)) {
      setError(i18n._(MESSAGES.invalidNumber))
      inputRef.current?.focus()
      return
    }
    setError(undefined)
    getOtp.mutate(number, {
      onSuccess: (response) => onCodeSent(number, response),
      onError: (failure) => {
        setError(codeRequestErrorText(failure, i18n))
        inputRef.current?.focus()
      },
    })
  }

  // What was done to the build's drawing of this form before the app took it over: the number
  // typed into it, and a press of "Get code" (or Enter).
  const takeOverDrawing = useEffectEvent(() => {
    const typed = prerenderedChange('phone')
    const number = typed === undefined ? phone : normaliseMobileInput(typed)
    if (number !== phone) setPhone(number)
    if (takePrerenderedSubmit()) requestCode(number)
  })

  useEffect(() => {
    inputRef.current?.focus()
    // The drawing is outside React and can be typed into until this commit removes it, so it is
    // read here, after the commit, not while rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    takeOverDrawing()
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    requestCode(phone)
  }

  return (
    <form onSubmit={submit} noValidate>
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
