import { LEAD_PATHS, ZValidateWhatsAppResult } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'

export interface TWhatsAppCheck {
  valid: boolean
  /** The server's reason for a rejection; empty when it gave none. */
  message: string
}

/**
 * Spec 001 section 5: the WhatsApp number is checked by the server. Silent: the form shows the
 * answer under the field, and a failed call (offline, timeout) is skipped, not reported.
 */
export function validateWhatsApp(
  slug: string,
  whatsAppNumber: string,
  signal?: AbortSignal,
): Promise<TWhatsAppCheck> {
  return http.post(
    LEAD_PATHS.validateWhatsApp(slug),
    { whatsAppNumber },
    { schema: ZValidateWhatsAppResult, signal, silent: true },
  )
}
