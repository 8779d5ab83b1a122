import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import {
  DISPOSITION_PATHS,
  ZCall,
  ZCallLead,
  type TPendingDispositionList,
} from '../../../../contract/dispositions.ts'
import { http, HttpError } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { actionKeys } from './action-keys.ts'

export interface TPlaceCall {
  /** The client-made id: the server answers a repeat of it with the call already placed. */
  callId: string
  madeAt: string
  callAlternateNumber: boolean
}

/**
 * Places an outbound call through the server's telephony provider. Never queued: a call placed
 * hours later, when the device reconnects, is not the call the user asked for.
 */
export function placeCall(slug: string, leadId: string, input: TPlaceCall) {
  const body = ZCallLead.parse({
    _id: input.callId,
    madeAt: input.madeAt,
    leadId,
    callAlternateNumber: input.callAlternateNumber,
  })
  return http.post(DISPOSITION_PATHS.callLead(slug), body, {
    schema: ZCall,
    idempotencyKey: `call-${input.callId}`,
    silent: true,
  })
}

/** A 4xx is the server's answer: no call was placed, and the next tap is a new attempt. */
const refused = (error: unknown) =>
  error instanceof HttpError && error.status !== undefined && error.status < 500

/**
 * One tap, one call: a retry after a failure whose outcome is unknown (a timeout, a dropped
 * connection, a gateway error) re-sends the same attempt (its id, its time, its Idempotency-Key),
 * so the server answers with the call it may already have placed instead of ringing the customer
 * twice. Choosing the other number, or a call known to be placed or refused, starts a new attempt.
 */
export function useCallLead(slug: string, leadId: string) {
  const queryClient = useQueryClient()
  const attempt = useRef<TPlaceCall | null>(null)
  return useMutation({
    mutationFn: (input: { madeAt: string; callAlternateNumber: boolean }) => {
      const last = attempt.current
      const next =
        last && last.callAlternateNumber === input.callAlternateNumber
          ? last
          : { ...input, callId: randomId() }
      attempt.current = next
      return placeCall(slug, leadId, next)
    },
    onError: (error) => {
      if (refused(error)) attempt.current = null
    },
    onSuccess: (call) => {
      attempt.current = null
      const key = actionKeys.pendingCalls(slug, leadId)
      queryClient.setQueryData<TPendingDispositionList>(key, (old) =>
        old?.items.some((c) => c._id === call._id) ? old : { items: [call, ...(old?.items ?? [])] },
      )
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}
