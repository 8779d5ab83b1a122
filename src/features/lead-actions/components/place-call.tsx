import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { toaster } from '../../../components/ui/toaster.tsx'
import { CALL_STATUS_COLORS } from '../../../lib/call-labels.ts'
import { CALL_STATUS_LABELS } from '../../../lib/enum-labels.ts'
import { userMessage } from '../../../lib/http.ts'
import { useCallLead } from '../api/call-lead.ts'
import { madeAtNow, type ActionContext } from '../offline/field-actions.ts'
import { Select } from './select.tsx'

/** The lead's numbers as the server shows them (masked): it dials the real ones. */
export interface TLeadPhones {
  whatsAppNumber: string
  alternateNumber: string | null
}

const WHATSAPP = 'whatsapp'
const ALTERNATE = 'alternate'

/**
 * Rings the lead through the phone service, on the WhatsApp or the alternate number. Online
 * only: a call cannot wait in the outbox. The service's answer (the call's status) shows here,
 * and the call joins the ones waiting for an outcome.
 */
export function PlaceCall({
  context,
  phones,
  online,
}: {
  context: ActionContext
  phones: TLeadPhones
  online: boolean
}) {
  const { t, i18n } = useLingui()
  const [number, setNumber] = useState(WHATSAPP)
  const callLead = useCallLead(context.slug, context.leadId)
  const whyDisabled = useId()
  const whatsApp = phones.whatsAppNumber
  const alternate = phones.alternateNumber

  function call() {
    callLead.mutate(
      { madeAt: madeAtNow(context), callAlternateNumber: number === ALTERNATE },
      {
        onError: (error) =>
          toaster.error({
            title: t`The call could not be placed`,
            description: userMessage(error, i18n),
          }),
      },
    )
  }

  const placed = callLead.data
  const placedTo = placed?.toNumber ?? ''
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" align="end">
        {alternate && (
          <Select
            label={t`Number to call`}
            value={number}
            onChange={setNumber}
            disabled={!online || callLead.isPending}
            options={[
              { value: WHATSAPP, label: t`WhatsApp ${whatsApp}` },
              { value: ALTERNATE, label: t`Alternate ${alternate}` },
            ]}
          />
        )}
        <Button
          onClick={call}
          disabled={!online}
          loading={callLead.isPending}
          aria-describedby={online ? undefined : whyDisabled}
        >
          {alternate ? <Trans>Call</Trans> : <Trans>Call {whatsApp}</Trans>}
        </Button>
      </HStack>
      {!online && (
        <Text id={whyDisabled} textStyle="sm" color="fg.muted">
          <Trans>
            A call is placed through the phone service, so it needs the internet. You can still log
            a call made from your own phone below.
          </Trans>
        </Text>
      )}
      {placed && (
        <HStack role="status" gap="2" wrap="wrap">
          <Text textStyle="sm">
            <Trans>Call to {placedTo}:</Trans>
          </Text>
          <Badge size="sm" colorPalette={CALL_STATUS_COLORS[placed.callStatus]}>
            {i18n._(CALL_STATUS_LABELS[placed.callStatus])}
          </Badge>
        </HStack>
      )}
    </Stack>
  )
}
