import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAT_RECEIPTS, ZChatPayload, nextDeliveryState, type TChatReceipt } from './chat.ts'

const ORDER = ['sent', 'delivered', 'read'] as const

describe('nextDeliveryState', () => {
  it('ends in the highest state reached, whatever order the receipts arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER), { maxLength: 12 }), (receipts) => {
        const end = receipts.reduce(nextDeliveryState, 'sent' as const)
        const highest = Math.max(0, ...receipts.map((r) => ORDER.indexOf(r)))
        expect(end).toBe(ORDER[highest])
      }),
    )
  })

  it('never leaves read, whatever comes after it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHAT_RECEIPTS)), (receipts: TChatReceipt[]) => {
        expect(receipts.reduce(nextDeliveryState, 'read' as const)).toBe('read')
      }),
    )
  })

  it('fails only from sent, and a later delivery receipt wins over a failure', () => {
    expect(nextDeliveryState('sent', 'failed')).toBe('failed')
    expect(nextDeliveryState('sent', 'not delivered')).toBe('not delivered')
    expect(nextDeliveryState('delivered', 'failed')).toBe('delivered')
    expect(nextDeliveryState('failed', 'delivered')).toBe('delivered')
    expect(nextDeliveryState('Not Sent', 'read')).toBe('Not Sent')
  })
})

describe('ZChatPayload', () => {
  it('accepts each type and refuses an unknown one or an empty text', () => {
    expect(ZChatPayload.safeParse({ type: 'text', text: 'Namaste' }).success).toBe(true)
    expect(
      ZChatPayload.safeParse({ type: 'location', latitude: 19.07, longitude: 72.87 }).success,
    ).toBe(true)
    expect(ZChatPayload.safeParse({ type: 'text', text: '   ' }).success).toBe(false)
    expect(ZChatPayload.safeParse({ type: 'video', url: 'x' }).success).toBe(false)
  })
})
