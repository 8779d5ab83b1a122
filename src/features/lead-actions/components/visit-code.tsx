import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { TVisitType } from '../../../../contract/site-visits.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useOtpConfig } from '../api/otp-config.ts'
import { validateOtp } from '../model/visit-forms.ts'
import { useCurrentLocation } from '../offline/current-location.ts'
import {
  madeAtNow,
  requestVisitCode,
  verifyVisitCode,
  type ActionContext,
} from '../offline/field-actions.ts'
import { codeRequestByRefId, useLatestCodeRequest } from '../offline/visit-codes.ts'
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
  const { busy, run } = useSaveAction()

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
      {refId && <VisitCodeForm context={context} refId={refId} />}
    </Stack>
  )
}

/** The code read back by the customer, for the latest code asked for (`refId`). */
function VisitCodeForm({ context, refId }: { context: ActionContext; refId: string }) {
  const { t } = useLingui()
  const config = useOtpConfig(context.slug).data?.siteVisitOtpConfig
  const location = useCurrentLocation(true)
  const { run } = useSaveAction()
  const length = config?.length
  const resolver = useMemo(
    () =>
      checkResolver(({ otp }: { otp: string }) =>
        validateOtp(otp, length, refId, madeAtNow(context)),
      ),
    [context, length, refId],
  )
  const { control, handleSubmit, reset, formState } = useForm({
    defaultValues: { otp: '' },
    resolver,
  })

  async function verify({ otp }: { otp: string }) {
    const saved = await run(
      () => verifyVisitCode(context, { refId, otp, location: location() }),
      t`Code saved`,
    )
    if (saved) reset()
  }

  return (
    <form
      onSubmit={(e) => void handleSubmit(verify)(e)}
      aria-label={t`Verify the visit code`}
      noValidate
    >
      <HStack gap="2" align="flex-end" wrap="wrap">
        <FormField
          label={<Trans>Code from the customer</Trans>}
          error={formState.errors.otp}
          required
        >
          <Controller
            name="otp"
            control={control}
            render={({ field: { onChange, ...field } }) => (
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={length ?? 8}
                onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
                maxW="12rem"
              />
            )}
          />
        </FormField>
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          <Trans>Complete visit</Trans>
        </Button>
      </HStack>
    </form>
  )
}
