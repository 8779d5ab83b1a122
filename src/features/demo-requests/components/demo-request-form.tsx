import {
  Alert,
  Button,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Status,
  Text,
  Textarea,
} from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState, type FormEvent } from 'react'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { DESCRIPTION_MAX_LENGTH } from '../../../../contract/validators.ts'
import { HttpError, userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { randomId } from '../../../lib/random-id.ts'
import { verifyCaptcha, type TCaptchaResult } from '../api/captcha.ts'
import { submitDemoRequest } from '../api/submit-demo-request.ts'
import {
  DEMO_FIELDS,
  EMPTY_DEMO_FORM,
  serverFieldErrors,
  validateDemoForm,
  type TDemoField,
  type TDemoFormErrors,
  type TDemoFormValues,
} from '../model/demo-form.ts'
import { AltchaCaptcha, type TCaptchaState } from './altcha-captcha.tsx'
import { DemoField } from './demo-field.tsx'

interface SolvedCaptcha {
  payload: string
  /** One key per solved captcha: a resend after a lost answer cannot file the request twice. */
  idempotencyKey: string
}

const CAPTCHA_FAILED: TCaptchaResult = 'Failed'

const fieldId = (field: TDemoField | 'captcha') => `demo-${field}`

function isOffline(error: unknown): boolean {
  return !navigator.onLine || (error instanceof HttpError && error.kind === 'offline')
}

/** The public request-a-demo form: validated like the server validates, guarded by ALTCHA. */
export function DemoRequestForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<TDemoFormValues>(EMPTY_DEMO_FORM)
  const [errors, setErrors] = useState<TDemoFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [captcha, setCaptcha] = useState<SolvedCaptcha | null>(null)
  const [captchaResult, setCaptchaResult] = useState<TCaptchaResult | null>(null)
  // A new key mounts a fresh widget: a spent or refused solution cannot be reused.
  const [captchaKey, setCaptchaKey] = useState(0)
  const [submitting, setSubmitting] = useState(false)

  const offlineMessage = i18n._(MESSAGES.notConnectedToInternet)

  const restartCaptcha = useCallback(() => {
    setCaptcha(null)
    setCaptchaKey((key) => key + 1)
  }, [])

  const onCaptchaState = useCallback(
    (state: TCaptchaState, payload: string | null) => {
      if (state !== 'verified' || !payload) {
        setCaptcha(null)
        // A refusal stays on screen until the next attempt starts.
        if (state === 'verifying') setCaptchaResult(null)
        if (state === 'error' && !navigator.onLine) setFormError(offlineMessage)
        return
      }
      setErrors((current) => ({ ...current, captcha: undefined }))
      verifyCaptcha(payload).then(
        (result) => {
          setCaptchaResult(result)
          if (result === 'Success') setCaptcha({ payload, idempotencyKey: randomId() })
          else restartCaptcha()
        },
        (error: unknown) => {
          setFormError(isOffline(error) ? offlineMessage : userMessage(error, i18n))
          restartCaptcha()
        },
      )
    },
    [i18n, offlineMessage, restartCaptcha],
  )

  const change = (field: TDemoField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const showErrors = (next: TDemoFormErrors) => {
    setErrors(next)
    const first = [...DEMO_FIELDS, 'captcha' as const].find((field) => next[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const messageLength = values.message.length

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const validation = validateDemoForm(values, captcha?.payload ?? '')
    if (!validation.ok) return showErrors(validation.errors)
    // The spec's offline rule: say so and keep everything as typed, rather than queue it.
    if (!navigator.onLine) return setFormError(offlineMessage)
    if (!captcha) return // validation above already asked for it
    setSubmitting(true)
    try {
      await submitDemoRequest(validation.request, captcha.idempotencyKey)
      onSent()
    } catch (error) {
      if (isOffline(error)) {
        setFormError(offlineMessage)
      } else if (error instanceof HttpError && error.code === 'CAPTCHA_FAILED') {
        setCaptchaResult(CAPTCHA_FAILED)
        restartCaptcha()
      } else if (error instanceof HttpError && error.fields?.length) {
        showErrors(serverFieldErrors(error.fields))
      } else {
        setFormError(userMessage(error, i18n))
      }
    } finally {
      setSubmitting(false)
    }
  }

  const input = (field: TDemoField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <DemoField
            label={<Trans>Your name</Trans>}
            id={fieldId('name')}
            error={errors.name}
            required
          >
            <Input {...input('name')} autoComplete="name" maxLength={100} />
          </DemoField>
          <DemoField
            label={<Trans>Company</Trans>}
            id={fieldId('company')}
            error={errors.company}
            required
          >
            <Input {...input('company')} autoComplete="organization" maxLength={100} />
          </DemoField>
          <DemoField
            label={<Trans>Work email</Trans>}
            id={fieldId('email')}
            error={errors.email}
            required
          >
            <Input {...input('email')} type="email" autoComplete="email" inputMode="email" />
          </DemoField>
          <DemoField
            label={<Trans>Mobile number</Trans>}
            id={fieldId('phone')}
            error={errors.phone}
            required
          >
            <InputGroup startAddon={`+${COUNTRY_CODE}`}>
              <Input
                {...input('phone')}
                // Digits only: the country code is fixed and shown beside the field.
                onChange={(event) => change('phone', event.target.value.replace(/\D/g, ''))}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
              />
            </InputGroup>
          </DemoField>
          <DemoField label={<Trans>City</Trans>} id={fieldId('city')} error={errors.city}>
            <Input {...input('city')} autoComplete="address-level2" maxLength={100} />
          </DemoField>
        </SimpleGrid>
        <DemoField
          label={<Trans>What would you like to see?</Trans>}
          id={fieldId('message')}
          error={errors.message}
          helper={
            <Trans>
              {messageLength} of {DESCRIPTION_MAX_LENGTH} characters
            </Trans>
          }
        >
          <Textarea {...input('message')} rows={4} maxLength={DESCRIPTION_MAX_LENGTH} />
        </DemoField>
        <CaptchaField
          key={captchaKey}
          error={errors.captcha}
          result={captchaResult}
          onStateChange={onCaptchaState}
        />
        {formError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={submitting}
          loadingText={t`Sending…`}
        >
          <Trans>Request a demo</Trans>
        </Button>
      </Stack>
    </form>
  )
}

function CaptchaField({
  error,
  result,
  onStateChange,
}: {
  error: MessageDescriptor | undefined
  result: TCaptchaResult | null
  onStateChange: (state: TCaptchaState, payload: string | null) => void
}) {
  const { i18n } = useLingui()
  // Not a <label>: the widget brings its own labelled checkbox. The group takes focus after a
  // failed submit so the error below is read out.
  return (
    <Stack
      id={fieldId('captcha')}
      role="group"
      aria-labelledby="demo-captcha-title"
      tabIndex={-1}
      gap="2"
      outline="none"
    >
      <Text id="demo-captcha-title" textStyle="sm" fontWeight="medium">
        <Trans>Show you are not a robot</Trans>
      </Text>
      <AltchaCaptcha onStateChange={onStateChange} />
      {result && (
        <Status.Root colorPalette={result === 'Success' ? 'green' : 'red'} aria-live="polite">
          <Status.Indicator />
          {i18n._(result === 'Success' ? MESSAGES.captchaSuccess : MESSAGES.captchaFailed)}
        </Status.Root>
      )}
      {error && (
        <Text color="fg.error" textStyle="xs" role="alert">
          {i18n._(error)}
        </Text>
      )}
    </Stack>
  )
}
