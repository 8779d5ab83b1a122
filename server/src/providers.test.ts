import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { DevelopmentSmsSender, WebhookSmsSender } from './modules/auth/sms.ts'
import { DevelopmentTelephony, WebhookTelephony } from './modules/ilead/calls/telephony.ts'
import { WebhookWhatsAppDirectory } from './modules/ilead/whatsapp/whatsapp.ts'
import { DevelopmentMailer, WebhookMailer } from './mailer.ts'
import {
  DevelopmentDefinitionWriter,
  WebhookDefinitionWriter,
} from './modules/ilead/moderation/definition-writer.ts'
import {
  DevelopmentWhatsAppMessenger,
  WebhookWhatsAppMessenger,
} from './modules/ilead/chat/whatsapp-messenger.ts'
import {
  DevelopmentPatternImageGenerator,
  WebhookImageGenerator,
} from './modules/admin-setup/content/image-generator.ts'
import { EmbeddedObjectStore } from './object-store.ts'
import { createProviders } from './provider-factory.ts'
import { PROVIDERS, providerIssues } from './providers.ts'
import type { FastifyBaseLogger } from 'fastify'

const WEBHOOKS = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.in/send',
  SMS_WEBHOOK_TOKEN: 'sms-token',
  TELEPHONY_PROVIDER: 'webhook',
  TELEPHONY_WEBHOOK_URL: 'https://calls.example.in/place',
  TELEPHONY_WEBHOOK_TOKEN: 'calls-token',
  WHATSAPP_DIRECTORY: 'webhook',
  WHATSAPP_WEBHOOK_URL: 'https://wa.example.in/check',
  WHATSAPP_WEBHOOK_TOKEN: 'wa-token',
  WHATSAPP_MESSENGER: 'karix',
  WHATSAPP_MESSENGER_URL: 'https://karix.example.in/send',
  WHATSAPP_MESSENGER_TOKEN: 'karix-token',
  WHATSAPP_CALLBACK_TOKEN: 'karix-callback-token-0123456789',
  MAIL_PROVIDER: 'webhook',
  MAIL_WEBHOOK_URL: 'https://mail.example.in/send',
  MAIL_WEBHOOK_TOKEN: 'mail-token',
  DEFINITION_WRITER: 'webhook',
  DEFINITION_WEBHOOK_URL: 'https://ai.example.in/definitions',
  DEFINITION_WEBHOOK_TOKEN: 'ai-token',
  IMAGE_GENERATOR: 'webhook',
  IMAGE_WEBHOOK_URL: 'https://ai.example.in/images',
  IMAGE_WEBHOOK_TOKEN: 'image-token',
}

const configError = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

const log = { info: () => {} } as unknown as FastifyBaseLogger

describe('provider configuration', () => {
  it('defaults to the development stand-ins and the embedded store, so npm start works', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      SMS_PROVIDER: 'development',
      TELEPHONY_PROVIDER: 'development',
      WHATSAPP_DIRECTORY: 'development',
      WHATSAPP_MESSENGER: 'development',
      MAIL_PROVIDER: 'development',
      DEFINITION_WRITER: 'development',
      IMAGE_GENERATOR: 'development',
      OBJECT_STORE: 'embedded',
    })
    const providers = createProviders({ config, log, hmacSecret: 'x'.repeat(32) })
    expect(providers.sms).toBeInstanceOf(DevelopmentSmsSender)
    expect(providers.telephony).toBeInstanceOf(DevelopmentTelephony)
    expect(providers.mailer).toBeInstanceOf(DevelopmentMailer)
    expect(providers.definitions).toBeInstanceOf(DevelopmentDefinitionWriter)
    expect(providers.messenger).toBeInstanceOf(DevelopmentWhatsAppMessenger)
    expect(providers.images).toBeInstanceOf(DevelopmentPatternImageGenerator)
    expect(providers.objects).toBeInstanceOf(EmbeddedObjectStore)
  })

  it('refuses every development stand-in in production, one line each, naming what to set', () => {
    const message = configError({ NODE_ENV: 'production' })
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  SMS_PROVIDER=development is a development stand-in; set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN',
      '  TELEPHONY_PROVIDER=development is a development stand-in; set TELEPHONY_PROVIDER=webhook and TELEPHONY_WEBHOOK_URL, TELEPHONY_WEBHOOK_TOKEN',
      '  WHATSAPP_DIRECTORY=development is a development stand-in; set WHATSAPP_DIRECTORY=webhook and WHATSAPP_WEBHOOK_URL, WHATSAPP_WEBHOOK_TOKEN',
      '  WHATSAPP_MESSENGER=development is a development stand-in; set WHATSAPP_MESSENGER=karix and WHATSAPP_MESSENGER_URL, WHATSAPP_MESSENGER_TOKEN, WHATSAPP_CALLBACK_TOKEN',
      '  MAIL_PROVIDER=development is a development stand-in; set MAIL_PROVIDER=webhook and MAIL_WEBHOOK_URL, MAIL_WEBHOOK_TOKEN',
      '  DEFINITION_WRITER=development is a development stand-in; set DEFINITION_WRITER=webhook and DEFINITION_WEBHOOK_URL, DEFINITION_WEBHOOK_TOKEN',
      '  IMAGE_GENERATOR=development is a development stand-in; set IMAGE_GENERATOR=webhook and IMAGE_WEBHOOK_URL, IMAGE_WEBHOOK_TOKEN',
    ])
    const oneLeft = configError({
      ...WEBHOOKS,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'development',
    })
    expect(oneLeft).toBe(
      'Invalid configuration:\n  SMS_PROVIDER=development is a development stand-in; set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN',
    )
  })

  it('starts in production with real providers, and builds them', () => {
    const config = loadConfig({ ...WEBHOOKS, NODE_ENV: 'production' })
    const providers = createProviders({ config, log, hmacSecret: 'x'.repeat(32) })
    expect(providers.sms).toBeInstanceOf(WebhookSmsSender)
    expect(providers.telephony).toBeInstanceOf(WebhookTelephony)
    expect(providers.whatsApp).toBeInstanceOf(WebhookWhatsAppDirectory)
    expect(providers.messenger).toBeInstanceOf(WebhookWhatsAppMessenger)
    expect(providers.mailer).toBeInstanceOf(WebhookMailer)
    expect(providers.definitions).toBeInstanceOf(WebhookDefinitionWriter)
    expect(providers.images).toBeInstanceOf(WebhookImageGenerator)
    expect(providers.objects).toBeInstanceOf(EmbeddedObjectStore)
  })

  it('refuses the development mailer in production, naming what to set', () => {
    const { MAIL_PROVIDER: _, ...noMail } = WEBHOOKS
    expect(configError({ ...noMail, NODE_ENV: 'production' })).toBe(
      'Invalid configuration:\n  MAIL_PROVIDER=development is a development stand-in; set MAIL_PROVIDER=webhook and MAIL_WEBHOOK_URL, MAIL_WEBHOOK_TOKEN',
    )
    expect(configError({ ...WEBHOOKS, MAIL_WEBHOOK_URL: undefined })).toBe(
      'Invalid configuration:\n  MAIL_PROVIDER=webhook needs MAIL_WEBHOOK_URL',
    )
  })

  it('refuses the development definition writer in production, naming what to set', () => {
    const { DEFINITION_WRITER: _, ...noWriter } = WEBHOOKS
    expect(configError({ ...noWriter, NODE_ENV: 'production' })).toBe(
      'Invalid configuration:\n  DEFINITION_WRITER=development is a development stand-in; set DEFINITION_WRITER=webhook and DEFINITION_WEBHOOK_URL, DEFINITION_WEBHOOK_TOKEN',
    )
    expect(configError({ ...WEBHOOKS, DEFINITION_WEBHOOK_TOKEN: undefined })).toBe(
      'Invalid configuration:\n  DEFINITION_WRITER=webhook needs DEFINITION_WEBHOOK_TOKEN',
    )
  })

  it('refuses the development WhatsApp messenger in production, naming what to set', () => {
    const { WHATSAPP_MESSENGER: _, ...noMessenger } = WEBHOOKS
    expect(configError({ ...noMessenger, NODE_ENV: 'production' })).toBe(
      'Invalid configuration:\n  WHATSAPP_MESSENGER=development is a development stand-in; set WHATSAPP_MESSENGER=karix and WHATSAPP_MESSENGER_URL, WHATSAPP_MESSENGER_TOKEN, WHATSAPP_CALLBACK_TOKEN',
    )
    expect(configError({ ...WEBHOOKS, WHATSAPP_MESSENGER_TOKEN: undefined })).toBe(
      'Invalid configuration:\n  WHATSAPP_MESSENGER=karix needs WHATSAPP_MESSENGER_TOKEN',
    )
    expect(configError({ ...WEBHOOKS, WHATSAPP_CALLBACK_TOKEN: undefined })).toBe(
      'Invalid configuration:\n  WHATSAPP_MESSENGER=karix needs WHATSAPP_CALLBACK_TOKEN',
    )
  })

  it('refuses a webhook without its address or token, naming the variable', () => {
    expect(configError({ SMS_PROVIDER: 'webhook' })).toBe(
      'Invalid configuration:\n  SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN',
    )
    const { TELEPHONY_WEBHOOK_TOKEN: _, ...noToken } = WEBHOOKS
    expect(configError(noToken)).toBe(
      'Invalid configuration:\n  TELEPHONY_PROVIDER=webhook needs TELEPHONY_WEBHOOK_TOKEN',
    )
  })

  it('refuses a webhook address that would carry its token in the clear, and unknown choices', () => {
    expect(configError({ ...WEBHOOKS, SMS_WEBHOOK_URL: 'http://sms.example.in/send' })).toMatch(
      /SMS_WEBHOOK_URL: must be an https:\/\/ address/,
    )
    expect(
      loadConfig({ ...WEBHOOKS, SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/send' }).SMS_WEBHOOK_URL,
    ).toBe('http://127.0.0.1:9000/send')
    expect(configError({ OBJECT_STORE: 'ftp' })).toMatch(/OBJECT_STORE: /)
    // A known choice without what it needs is named with what is missing.
    expect(configError({ OBJECT_STORE: 's3' })).toMatch(/OBJECT_STORE=s3 needs S3_BUCKET/)
    expect(configError({ SMS_PROVIDER: 'msg91' })).toMatch(/SMS_PROVIDER: /)
  })

  it('refuses to build development providers from a production config however it was made', () => {
    const config = { ...loadConfig({}), NODE_ENV: 'production' as const }
    expect(() => createProviders({ config, log, hmacSecret: 'x'.repeat(32) })).toThrow(
      /SMS_PROVIDER=development is a development stand-in/,
    )
  })

  it('holds one rule for every provider: each has a choice allowed in production', () => {
    for (const [variable, spec] of Object.entries(PROVIDERS)) {
      const real = Object.values(spec.choices).filter(
        (choice) => !('developmentOnly' in choice && choice.developmentOnly),
      )
      expect(real.length, variable).toBeGreaterThan(0)
      expect(Object.keys(spec.choices), variable).toContain(spec.default)
    }
    expect(providerIssues({ NODE_ENV: 'test' })).toEqual([])
  })
})
