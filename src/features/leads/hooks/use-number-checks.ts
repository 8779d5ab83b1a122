import { useCallback, useEffect, useRef, useState } from 'react'
import { ZMobile } from '../../../../contract/auth.ts'
import type { TDuplicateLead } from '../../../../contract/leads.ts'
import type { TWhatsAppCheck } from '../api/validate-whatsapp.ts'

/** The WhatsApp check waits this long after leaving the field, so a quick return costs nothing. */
export const WHATSAPP_CHECK_DELAY_MS = 400

export type TValidateWhatsApp = (
  whatsAppNumber: string,
  signal: AbortSignal,
) => Promise<TWhatsAppCheck>
export type TCheckDuplicates = (
  whatsAppNumber: string,
  signal: AbortSignal,
) => Promise<TDuplicateLead[]>

/** The server's answer on WhatsApp; `message` is its text (translated where it is shown). */
export type TWhatsAppState =
  | { state: 'idle' }
  | { state: 'skipped' }
  | { state: 'valid' }
  | { state: 'rejected'; message: string | null }

export interface NumberChecksOptions {
  online: boolean
  /** The lead being edited: it is no duplicate of itself. */
  leadId: string | undefined
  validateWhatsApp: TValidateWhatsApp | undefined
  checkDuplicates: TCheckDuplicates | undefined
}

/**
 * The server's checks of a WhatsApp number, run a moment after the field is left with a valid
 * number, online only: "on WhatsApp?" and "already a lead?" (a warning). Offline the check is
 * skipped and says so; `resetNumberChecks` forgets the answers when the number changes.
 */
export function useNumberChecks({
  online,
  leadId,
  validateWhatsApp,
  checkDuplicates,
}: NumberChecksOptions) {
  const [whatsApp, setWhatsApp] = useState<TWhatsAppState>({ state: 'idle' })
  const [duplicates, setDuplicates] = useState<TDuplicateLead[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef<AbortController | null>(null)
  const checked = useRef<string | null>(null)

  const resetNumberChecks = useCallback(() => {
    clearTimeout(timer.current)
    inFlight.current?.abort()
    checked.current = null
    setWhatsApp({ state: 'idle' })
    setDuplicates([])
  }, [])

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      inFlight.current?.abort()
    },
    [],
  )

  const checkNumber = useCallback(
    (number: string) => {
      if (checked.current === number || !ZMobile.safeParse(number).success) return
      if (!online) {
        setWhatsApp({ state: 'skipped' })
        return
      }
      checked.current = number
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        const controller = new AbortController()
        inFlight.current = controller
        validateWhatsApp?.(number, controller.signal).then(
          (result) => {
            if (controller.signal.aborted) return
            setWhatsApp(
              result.valid
                ? { state: 'valid' }
                : { state: 'rejected', message: result.message || null },
            )
          },
          () => {
            // Unreachable after all: skipped, as offline; the server has the last word anyway.
            if (!controller.signal.aborted) setWhatsApp({ state: 'skipped' })
          },
        )
        checkDuplicates?.(number, controller.signal).then(
          (found) => {
            if (!controller.signal.aborted) {
              setDuplicates(found.filter((duplicate) => duplicate._id !== leadId))
            }
          },
          () => undefined,
        )
      }, WHATSAPP_CHECK_DELAY_MS)
    },
    [checkDuplicates, leadId, online, validateWhatsApp],
  )

  return { whatsApp, duplicates, checkNumber, resetNumberChecks }
}

export type TNumberChecks = ReturnType<typeof useNumberChecks>
