/** Whether a mobile number has a WhatsApp account: a WhatsApp Business provider in production. */
export interface WhatsAppDirectory {
  isOnWhatsApp(whatsAppNumber: string): Promise<boolean>
}

/**
 * For development and tests only, never a real answer: every number is on WhatsApp except those
 * ending in 0000, so both outcomes can be tried from the lead form.
 */
export class DevelopmentWhatsAppDirectory implements WhatsAppDirectory {
  async isOnWhatsApp(whatsAppNumber: string): Promise<boolean> {
    return !whatsAppNumber.endsWith('0000')
  }
}
