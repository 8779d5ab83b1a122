import type { FastifyBaseLogger } from 'fastify'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { postWebhook, type WebhookEndpoint } from '../../webhook.ts'

/** The SMS gateway lies outside the product: everything sends through this. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>
}

export interface DevSmsMessage {
  phone: string
  text: string
  sentAt: string
}

const INBOX_SIZE = 500

/**
 * Development stand-in for a gateway: "delivers" by writing to the server log and to an inbox
 * that the development-only endpoint serves to tests (DEV_SMS_INBOX). It is development-only in
 * providers.ts, so the server refuses to start with it in production: only it logs codes.
 */
export class DevelopmentSmsSender implements SmsSender {
  readonly inbox: DevSmsMessage[] = []

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, text: string): Promise<void> {
    this.inbox.unshift({ phone, text, sentAt: new Date().toISOString() })
    this.inbox.length = Math.min(this.inbox.length, INBOX_SIZE)
    this.log.info(`[development SMS stand-in, nothing sent] to +91 ${phone}: ${text}`)
  }

  messagesFor(phone: string | undefined): DevSmsMessage[] {
    return phone ? this.inbox.filter((m) => m.phone === phone) : [...this.inbox]
  }
}

/**
 * Sends through the deployment's gateway (SMS_WEBHOOK_URL): POST { phone, countryCode, text }
 * with the bearer token; any 2xx is "accepted for delivery". The text holds a code, so it is
 * never logged, and errors name only the gateway and its status.
 */
export class WebhookSmsSender implements SmsSender {
  constructor(private readonly endpoint: WebhookEndpoint) {}

  async send(phone: string, text: string): Promise<void> {
    const response = await postWebhook('SMS', this.endpoint, {
      phone,
      countryCode: COUNTRY_CODE,
      text,
    })
    await response.body?.cancel()
  }
}
