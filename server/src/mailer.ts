import type { FastifyBaseLogger } from 'fastify'
import { postWebhook, type WebhookEndpoint } from './webhook.ts'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface MailMessage {
  to: readonly string[]
  subject: string
  text: string
  attachments?: readonly MailAttachment[]
}

/** E-mail leaves the product through this (MAIL_PROVIDER). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface SentMail extends MailMessage {
  sentAt: string
}

/** Attachments are whole reports: keep few. */
const OUTBOX_SIZE = 50

/**
 * Development stand-in: sends nothing, keeps each message (attachments too) in an outbox that
 * the development-only endpoint serves to tests (DEV_SMS_INBOX=loopback, as for the SMS inbox),
 * and logs who it was for. Development-only in providers.ts: production refuses to start with it.
 */
export class DevelopmentMailer implements Mailer {
  readonly outbox: SentMail[] = []

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: MailMessage): Promise<void> {
    this.outbox.unshift({ ...message, sentAt: new Date().toISOString() })
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE)
    this.log.info(
      `[development mail stand-in, nothing sent] "${message.subject}" to ${message.to.length} address(es)`,
    )
  }

  /** Messages to this address (any of their recipients), or every message. */
  messagesTo(address: string | undefined): SentMail[] {
    if (address === undefined) return [...this.outbox]
    const wanted = address.toLowerCase()
    return this.outbox.filter((m) => m.to.some((to) => to.toLowerCase() === wanted))
  }
}

/**
 * Sends through the deployment's mail gateway (MAIL_WEBHOOK_URL): POST { to, subject, text,
 * attachments: [{ filename, contentType, contentBase64 }] } with the bearer token; any 2xx is
 * "accepted for delivery".
 */
export class WebhookMailer implements Mailer {
  constructor(private readonly endpoint: WebhookEndpoint) {}

  async send(message: MailMessage): Promise<void> {
    const response = await postWebhook('mail', this.endpoint, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
    })
    await response.body?.cancel()
  }
}
