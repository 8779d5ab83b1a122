import { z } from 'zod'
import { COUNTRY_CODE } from '../../../../../contract/auth.ts'
import { callWebhook, type WebhookEndpoint } from '../../../webhook.ts'

/** Whether a mobile number has a WhatsApp account: a WhatsApp Business provider in production. */
export interface WhatsAppDirectory {
  isOnWhatsApp(whatsAppNumber: string): Promise<boolean>
}

/**
 * For development and tests only, never a real answer: every number is on WhatsApp except those
 * ending in 0000, so both outcomes can be tried from the lead form. Development-only in
 * providers.ts: the server refuses to start with it in production.
 */
export class DevelopmentWhatsAppDirectory implements WhatsAppDirectory {
  async isOnWhatsApp(whatsAppNumber: string): Promise<boolean> {
    return !whatsAppNumber.endsWith('0000')
  }
}

const ZOnWhatsApp = z.object({ onWhatsApp: z.boolean() })

/**
 * Asks the deployment's WhatsApp Business provider (WHATSAPP_WEBHOOK_URL): POST { whatsAppNumber,
 * countryCode } with the bearer token, answered { onWhatsApp }.
 */
export class WebhookWhatsAppDirectory implements WhatsAppDirectory {
  constructor(private readonly endpoint: WebhookEndpoint) {}

  async isOnWhatsApp(whatsAppNumber: string): Promise<boolean> {
    const { onWhatsApp } = await callWebhook(
      'WhatsApp directory',
      this.endpoint,
      { whatsAppNumber, countryCode: COUNTRY_CODE },
      ZOnWhatsApp,
    )
    return onWhatsApp
  }
}
