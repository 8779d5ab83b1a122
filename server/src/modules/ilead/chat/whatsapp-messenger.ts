import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { COUNTRY_CODE } from '../../../../../contract/auth.ts'
import type { TChatPayload, TChatReceipt } from '../../../../../contract/chat.ts'
import { callWebhook, type WebhookEndpoint } from '../../../webhook.ts'

/** What the provider reports back: a receipt for a message it took, or the lead's own message. */
export type MessengerEvent =
  | { kind: 'receipt'; providerMessageId: string; status: TChatReceipt }
  | { kind: 'inbound'; leadId: string; payload: TChatPayload; providerMessageId: string }
  /** From a real provider, which knows the lead's number, not the lead. */
  | { kind: 'inbound'; from: string; payload: TChatPayload; providerMessageId: string }

export type MessengerListener = (event: MessengerEvent) => Promise<void> | void

export interface OutgoingChat {
  leadId: string
  /** Normalised 10-digit number; the country code is implied. */
  to: string
  payload: TChatPayload
}

/**
 * Sends WhatsApp messages to leads (WHATSAPP_MESSENGER; the spec's default provider is KARIX).
 * `send` answers the provider's message id; receipts and inbound messages come back through the
 * listener the server gives with `listen`.
 */
export interface WhatsAppMessenger {
  send(message: OutgoingChat): Promise<{ providerMessageId: string }>
  listen(listener: MessengerListener): void
  close(): void
}

/**
 * For development and tests only: "delivers" every message, then reports it delivered and read
 * after short delays, and takes inbound replies from the development endpoint. Development-only
 * in providers.ts: the server refuses to start with it in production.
 */
export class DevelopmentWhatsAppMessenger implements WhatsAppMessenger {
  private listener: MessengerListener | null = null
  private readonly timers = new Set<NodeJS.Timeout>()

  constructor(
    readonly delays: { deliveredMs: number; readMs: number } = { deliveredMs: 300, readMs: 900 },
  ) {}

  async send(_message: OutgoingChat) {
    const providerMessageId = `dev-wamid-${randomUUID()}`
    this.later(this.delays.deliveredMs, { kind: 'receipt', providerMessageId, status: 'delivered' })
    this.later(this.delays.readMs, { kind: 'receipt', providerMessageId, status: 'read' })
    return { providerMessageId }
  }

  /** The lead's reply, as the provider would report it. */
  async inbound(leadId: string, payload: TChatPayload) {
    await this.listener?.({
      kind: 'inbound',
      leadId,
      payload,
      providerMessageId: `dev-in-${randomUUID()}`,
    })
  }

  /** A receipt as the provider would report it, in whatever order a test wants. */
  async receipt(providerMessageId: string, status: TChatReceipt) {
    await this.listener?.({ kind: 'receipt', providerMessageId, status })
  }

  listen(listener: MessengerListener) {
    this.listener = listener
  }

  close() {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }

  private later(ms: number, event: MessengerEvent) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void Promise.resolve(this.listener?.(event)).catch(() => {})
    }, ms)
    timer.unref()
    this.timers.add(timer)
  }
}

const ZSent = z.object({ providerMessageId: z.string().min(1) })

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * A WhatsApp Business gateway (KARIX or another) behind the deployment's webhook
 * (WHATSAPP_MESSENGER_URL): POST { to, countryCode, payload } with the bearer token, answered
 * { providerMessageId }. Its receipts and inbound messages reach `deliver` through the provider
 * callback route, which the gateway calls with its own token (WHATSAPP_CALLBACK_TOKEN,
 * decision 0041).
 */
export class WebhookWhatsAppMessenger implements WhatsAppMessenger {
  private listener: MessengerListener | null = null
  private readonly callbackDigest: Buffer

  constructor(
    private readonly endpoint: WebhookEndpoint,
    callbackToken: string,
  ) {
    this.callbackDigest = digest(callbackToken)
  }

  /** Whether a callback carries the gateway's token; compared in constant time. */
  acceptsCallbackToken(token: string | undefined): boolean {
    return token !== undefined && timingSafeEqual(digest(token), this.callbackDigest)
  }

  async send(message: OutgoingChat) {
    return callWebhook(
      'WhatsApp messenger',
      this.endpoint,
      { to: message.to, countryCode: COUNTRY_CODE, payload: message.payload },
      ZSent,
    )
  }

  /** A callback's event; throws when it could not be stored, so the gateway retries it. */
  async deliver(event: MessengerEvent) {
    await this.listener?.(event)
  }

  listen(listener: MessengerListener) {
    this.listener = listener
  }

  close() {}
}
