import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { TVisitType } from '../../../../contract/site-visits.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useOtpConfig } from '../api/otp-config.ts'
import type { TFieldErrors } from '../model/action-messages.ts'
import { validateOtp } from '../model/visit-forms.ts'
import { useCurrentLocation } from '../offline/current-location.ts'
import {
  madeAtNow,
  requestVisitCode,
  verifyVisitCode,
  type ActionContext,
} from '../offline/field-actions.ts'
import { codeRequestByRefId, useLatestCodeRequest } from '../offline/visit-codes.ts'
import { ActionField } from './action-field.tsx'
import { useSaveAction } from '../hooks/use-save-action.ts'

/**
 * Completing a visit: a code texted to the customer, read back and entered here. Both steps go
 * through the outbox, so they work offline; the server judges the code when it arrives.
 */
export function VisitCode({
  context,
  userId,
  siteVisitId,
  visitType,
}: {
  context: ActionContext
  userId: string
  siteVisitId: string
  visitType: TVisitType
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const refId = useLatestCodeRequest(userId, siteVisitId)
  const requested = refId ? codeRequestByRefId(userId, refId) : undefined
  const config = useOtpConfig(context.slug).data?.siteVisitOtpConfig
  const location = useCurrentLocation(refId !== undefined)
  const [otp, setOtp] = useState('')
  const [errors, setErrors] = useState<TFieldErrors<'otp'>>({})
  const { busy, run } = useSaveAction()

  async function verify(event: FormEvent) {
    event.preventDefault()
    if (!refId) return
    const result = validateOtp(otp, config?.length, refId, madeAtNow(context))
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    const saved = await run(
      () => verifyVisitCode(context, { refId, otp: result.body.otp, location: location() }),
      t`Code saved`,
    )
    if (saved) setOtp('')
  }

  const sentAt = requested ? formatDateTime(requested.requestedAt, locale) : null
  return (
    <Stack gap="2" ps="3" borderStartWidth="2px" borderColor="app.border">
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => requestVisitCode(context, { siteVisitId, visitType, userId }),
              t`Code requested`,
            )
          }
        >
          {refId ? <Trans>Send a new code</Trans> : <Trans>Send code to the customer</Trans>}
        </Button>
        {sentAt && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Code asked for at {sentAt}</Trans>
          </Text>
        )}
      </HStack>
      {refId && (
        <form onSubmit={(e) => void verify(e)} aria-label={t`Verify the visit code`} noValidate>
          <HStack gap="2" align="flex-end" wrap="wrap">
            <ActionField label={<Trans>Code from the customer</Trans>} error={errors.otp} required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={config?.length ?? 8}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
                maxW="12rem"
              />
            </ActionField>
            <Button type="submit" size="sm" loading={busy}>
              <Trans>Complete visit</Trans>
            </Button>
          </HStack>
        </form>
      )}
    </Stack>
  )
}
