import type { FastifyBaseLogger } from 'fastify'

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
 * that the development-only endpoint serves to browser tests. Never used in production.
 */
export class DevelopmentSmsSender implements SmsSender {
  readonly inbox: DevSmsMessage[] = []

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, text: string): Promise<void> {
    this.inbox.unshift({ phone, text, sentAt: new Date().toISOString() })
    this.inbox.length = Math.min(this.inbox.length, INBOX_SIZE)
    this.log.info(`[development SMS to +91 ${phone}] ${text}`)
  }

  messagesFor(phone: string | undefined): DevSmsMessage[] {
    return phone ? this.inbox.filter((m) => m.phone === phone) : [...this.inbox]
  }
}
