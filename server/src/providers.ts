import { z } from 'zod'

/**
 * Services outside the product (an SMS gateway, a telephony provider, ...) are chosen by one
 * environment variable each. Every such variable is declared here, with its choices, so that one
 * rule covers all of them: a development stand-in is refused with NODE_ENV=production, and a
 * choice is refused without the variables it needs. A later provider (mail, WhatsApp messaging,
 * AI, object store) is one more entry here and one more factory in provider-factory.ts.
 */
export interface ProviderChoice {
  /** A stand-in for development and tests: the server refuses to start with it in production. */
  readonly developmentOnly?: boolean
  /** Variables this choice cannot work without. */
  readonly requires?: readonly string[]
}

export interface ProviderSpec {
  /** What the provider does, for messages and the README. */
  readonly purpose: string
  readonly default: string
  readonly choices: Readonly<Record<string, ProviderChoice>>
}

export const PROVIDERS = {
  SMS_PROVIDER: {
    purpose: 'sends one-time codes by SMS',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_TOKEN'] },
    },
  },
  TELEPHONY_PROVIDER: {
    purpose: 'places outbound calls',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['TELEPHONY_WEBHOOK_URL', 'TELEPHONY_WEBHOOK_TOKEN'] },
    },
  },
  WHATSAPP_DIRECTORY: {
    purpose: 'tells whether a number is on WhatsApp',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['WHATSAPP_WEBHOOK_URL', 'WHATSAPP_WEBHOOK_TOKEN'] },
    },
  },
  WHATSAPP_MESSENGER: {
    purpose: 'sends WhatsApp messages to leads and reports their receipts (chat)',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      // The spec's default channel provider; any gateway speaking the webhook contract will do.
      karix: {
        requires: ['WHATSAPP_MESSENGER_URL', 'WHATSAPP_MESSENGER_TOKEN', 'WHATSAPP_CALLBACK_TOKEN'],
      },
    },
  },
  MAIL_PROVIDER: {
    purpose: 'sends e-mail (reports)',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['MAIL_WEBHOOK_URL', 'MAIL_WEBHOOK_TOKEN'] },
    },
  },
  DEFINITION_WRITER: {
    purpose: 'writes and checks the definitions of agent moderation labels (AI)',
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['DEFINITION_WEBHOOK_URL', 'DEFINITION_WEBHOOK_TOKEN'] },
    },
  },
  IMAGE_GENERATOR: {
    purpose: "draws AI images of a project's amenities for its brochure",
    default: 'development',
    choices: {
      development: { developmentOnly: true },
      webhook: { requires: ['IMAGE_WEBHOOK_URL', 'IMAGE_WEBHOOK_TOKEN'] },
    },
  },
  OBJECT_STORE: {
    purpose: 'keeps files: call recordings, generated reports, bulk lead uploads',
    default: 'embedded',
    // Files under DATA_DIR: a real store for a single machine, so allowed in production.
    choices: {
      embedded: {},
      s3: { requires: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] },
    },
  },
} as const satisfies Record<string, ProviderSpec>

export type ProviderVariable = keyof typeof PROVIDERS
export type ProviderChoiceOf<V extends ProviderVariable> = keyof (typeof PROVIDERS)[V]['choices'] &
  string

/** The config schema of a provider variable: one of its choices, its default when unset. */
export function providerSetting<V extends ProviderVariable>(variable: V) {
  const spec: ProviderSpec = PROVIDERS[variable]
  const names = Object.keys(spec.choices) as [ProviderChoiceOf<V>, ...ProviderChoiceOf<V>[]]
  return z.enum(names).default(spec.default as ProviderChoiceOf<V>)
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== ''

/** How a production deployment replaces a stand-in: the other choices and what they need. */
function productionChoices(variable: ProviderVariable, spec: ProviderSpec): string {
  return Object.entries(spec.choices)
    .filter(([, choice]) => !choice.developmentOnly)
    .map(([name, { requires }]) =>
      requires?.length ? `${variable}=${name} and ${requires.join(', ')}` : `${variable}=${name}`,
    )
    .join(' or ')
}

/**
 * What is wrong with the chosen providers, one line per offending variable (empty when nothing
 * is): a development stand-in in production, or a choice without the variables it needs.
 */
export function providerIssues(config: { NODE_ENV: string } & Record<string, unknown>): string[] {
  const issues: string[] = []
  for (const [variable, spec] of Object.entries(PROVIDERS) as [ProviderVariable, ProviderSpec][]) {
    const name = String(config[variable] ?? spec.default)
    const choice = spec.choices[name]
    if (!choice) continue // the schema has named the bad value already
    if (choice.developmentOnly && config.NODE_ENV === 'production') {
      issues.push(
        `${variable}=${name} is a development stand-in; set ${productionChoices(variable, spec)}`,
      )
      continue
    }
    const missing = (choice.requires ?? []).filter((needed) => !isSet(config[needed]))
    if (missing.length) issues.push(`${variable}=${name} needs ${missing.join(' and ')}`)
  }
  return issues
}
