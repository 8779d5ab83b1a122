import type { FastifyBaseLogger } from 'fastify'
import { ConfigError, type Config } from './config.ts'
import { DevelopmentSmsSender, WebhookSmsSender, type SmsSender } from './modules/auth/sms.ts'
import { DevelopmentMailer, WebhookMailer, type Mailer } from './mailer.ts'
import {
  DevelopmentTelephony,
  WebhookTelephony,
  type TelephonyProvider,
} from './modules/ilead/calls/telephony.ts'
import {
  DevelopmentWhatsAppDirectory,
  WebhookWhatsAppDirectory,
  type WhatsAppDirectory,
} from './modules/ilead/whatsapp/whatsapp.ts'
import {
  DevelopmentWhatsAppMessenger,
  WebhookWhatsAppMessenger,
  type WhatsAppMessenger,
} from './modules/ilead/chat/whatsapp-messenger.ts'
import {
  DevelopmentDefinitionWriter,
  WebhookDefinitionWriter,
  type DefinitionWriter,
} from './modules/ilead/moderation/definition-writer.ts'
import {
  DevelopmentPatternImageGenerator,
  WebhookImageGenerator,
  type ImageGenerator,
} from './modules/admin-setup/content/image-generator.ts'
import { EmbeddedObjectStore, type ObjectStore } from './object-store.ts'
import { S3ObjectStore } from './s3-object-store.ts'
import { providerIssues, type ProviderChoiceOf, type ProviderVariable } from './providers.ts'
import type { WebhookEndpoint } from './webhook.ts'

export interface Providers {
  sms: SmsSender
  telephony: TelephonyProvider
  whatsApp: WhatsAppDirectory
  messenger: WhatsAppMessenger
  mailer: Mailer
  definitions: DefinitionWriter
  images: ImageGenerator
  objects: ObjectStore
}

export interface ProviderContext {
  config: Config
  log: FastifyBaseLogger
  hmacSecret: string
}

/** Which slot of Providers each variable fills; a variable missing here fails the build. */
interface Slots {
  SMS_PROVIDER: 'sms'
  TELEPHONY_PROVIDER: 'telephony'
  WHATSAPP_DIRECTORY: 'whatsApp'
  WHATSAPP_MESSENGER: 'messenger'
  MAIL_PROVIDER: 'mailer'
  DEFINITION_WRITER: 'definitions'
  IMAGE_GENERATOR: 'images'
  OBJECT_STORE: 'objects'
}
type ProviderOf<V extends ProviderVariable> = Providers[Slots[V]]

type Factories = {
  [V in ProviderVariable]: {
    [C in ProviderChoiceOf<V>]: (context: ProviderContext) => ProviderOf<V>
  }
}

/** config.ts has checked that a chosen webhook's variables are set; this is the type's proof. */
function webhook(config: Config, url: keyof Config, token: keyof Config): WebhookEndpoint {
  const [u, t] = [config[url], config[token]]
  if (typeof u !== 'string' || typeof t !== 'string') throw new ConfigError([`${url} is not set`])
  return { url: u, token: t }
}

/** The object stores need no log: the seed makes one before the app starts. */
const OBJECT_STORES: {
  [C in ProviderChoiceOf<'OBJECT_STORE'>]: (
    context: Pick<ProviderContext, 'config' | 'hmacSecret'>,
  ) => ObjectStore
} = {
  embedded: ({ config, hmacSecret }) => new EmbeddedObjectStore(config.dataDir, hmacSecret),
  s3: ({ config, hmacSecret }) => {
    const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: key } = config
    if (!bucket || !id || !key) throw new ConfigError(['OBJECT_STORE=s3 needs its S3_ variables'])
    return new S3ObjectStore(
      {
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        bucket,
        accessKeyId: id,
        secretAccessKey: key,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      },
      hmacSecret,
    )
  },
}

/** The configured object store alone: the seed writes the demo content before the app starts. */
export function createObjectStore(config: Config, hmacSecret: string): ObjectStore {
  return OBJECT_STORES[config.OBJECT_STORE]({ config, hmacSecret })
}

/** Every choice of every provider variable has its implementation here, or the build fails. */
const FACTORIES: Factories = {
  SMS_PROVIDER: {
    development: ({ log }) => new DevelopmentSmsSender(log),
    webhook: ({ config }) =>
      new WebhookSmsSender(webhook(config, 'SMS_WEBHOOK_URL', 'SMS_WEBHOOK_TOKEN')),
  },
  TELEPHONY_PROVIDER: {
    development: () => new DevelopmentTelephony(),
    webhook: ({ config }) =>
      new WebhookTelephony(webhook(config, 'TELEPHONY_WEBHOOK_URL', 'TELEPHONY_WEBHOOK_TOKEN')),
  },
  WHATSAPP_DIRECTORY: {
    development: () => new DevelopmentWhatsAppDirectory(),
    webhook: ({ config }) =>
      new WebhookWhatsAppDirectory(
        webhook(config, 'WHATSAPP_WEBHOOK_URL', 'WHATSAPP_WEBHOOK_TOKEN'),
      ),
  },
  WHATSAPP_MESSENGER: {
    development: () => new DevelopmentWhatsAppMessenger(),
    karix: ({ config }) =>
      new WebhookWhatsAppMessenger(
        webhook(config, 'WHATSAPP_MESSENGER_URL', 'WHATSAPP_MESSENGER_TOKEN'),
        config.WHATSAPP_CALLBACK_TOKEN!,
      ),
  },
  MAIL_PROVIDER: {
    development: ({ log }) => new DevelopmentMailer(log),
    webhook: ({ config }) =>
      new WebhookMailer(webhook(config, 'MAIL_WEBHOOK_URL', 'MAIL_WEBHOOK_TOKEN')),
  },
  DEFINITION_WRITER: {
    development: () => new DevelopmentDefinitionWriter(),
    webhook: ({ config }) =>
      new WebhookDefinitionWriter(
        webhook(config, 'DEFINITION_WEBHOOK_URL', 'DEFINITION_WEBHOOK_TOKEN'),
      ),
  },
  IMAGE_GENERATOR: {
    development: () => new DevelopmentPatternImageGenerator(),
    webhook: ({ config }) =>
      new WebhookImageGenerator(webhook(config, 'IMAGE_WEBHOOK_URL', 'IMAGE_WEBHOOK_TOKEN')),
  },
  OBJECT_STORE: OBJECT_STORES,
}

function make<V extends ProviderVariable>(variable: V, context: ProviderContext): ProviderOf<V> {
  const choices = FACTORIES[variable] as Record<string, (context: ProviderContext) => ProviderOf<V>>
  return choices[context.config[variable]]!(context)
}

/**
 * The providers the configuration chooses, except those given (tests pass their own). Refuses,
 * as loadConfig does, a development stand-in in production, however the config was made.
 */
export function createProviders(context: ProviderContext, given: Partial<Providers> = {}) {
  const issues = providerIssues(context.config)
  if (issues.length) throw new ConfigError(issues)
  return {
    sms: given.sms ?? make('SMS_PROVIDER', context),
    telephony: given.telephony ?? make('TELEPHONY_PROVIDER', context),
    whatsApp: given.whatsApp ?? make('WHATSAPP_DIRECTORY', context),
    messenger: given.messenger ?? make('WHATSAPP_MESSENGER', context),
    mailer: given.mailer ?? make('MAIL_PROVIDER', context),
    definitions: given.definitions ?? make('DEFINITION_WRITER', context),
    images: given.images ?? make('IMAGE_GENERATOR', context),
    objects: given.objects ?? make('OBJECT_STORE', context),
  } satisfies Providers
}
