import { z } from 'zod'
import type { TDefinitionVerdict } from '../../../../../contract/agent-moderation.ts'
import { callWebhook, type WebhookEndpoint } from '../../../webhook.ts'

export type Verdict = Omit<TDefinitionVerdict, 'writer'>

/**
 * Writes and checks the definitions of agent moderation labels: an AI service in production
 * (DEFINITION_WRITER). `name` goes out with every answer, so a stand-in's text is never taken
 * for an AI's.
 */
export interface DefinitionWriter {
  readonly name: string
  generate(label: string): Promise<string>
  validate(label: string, definition: string): Promise<Verdict>
}

const MIN_WORDS = 6
const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * For development and tests only, no AI: the same label always gets the same sentence, and a
 * definition is valid when it has at least six words and uses a word of the label. Refused in
 * production by providers.ts.
 */
export class DevelopmentDefinitionWriter implements DefinitionWriter {
  readonly name = 'development'

  async generate(label: string): Promise<string> {
    const name = label.trim().replace(/\s+/g, ' ')
    return `${name}: how well the agent shows ${name.toLowerCase()} on calls and visits with the lead, judged from the call recordings and notes.`
  }

  async validate(label: string, definition: string): Promise<Verdict> {
    const defined = words(definition)
    if (defined.length < MIN_WORDS)
      return { valid: false, reason: `Use at least ${MIN_WORDS} words` }
    const named = new Set(defined)
    if (!words(label).some((w) => named.has(w)))
      return { valid: false, reason: 'The definition does not mention the label' }
    return { valid: true, reason: null }
  }
}

const ZWritten = z.object({ definition: z.string().min(1).max(2000) })
const ZVerdict = z.object({ valid: z.boolean(), reason: z.string().nullable().default(null) })

/**
 * The deployment's AI service (DEFINITION_WEBHOOK_URL): POST { action: "generate", label },
 * answered { definition }; POST { action: "validate", label, definition }, answered
 * { valid, reason }.
 */
export class WebhookDefinitionWriter implements DefinitionWriter {
  readonly name = 'webhook'
  constructor(private readonly endpoint: WebhookEndpoint) {}

  async generate(label: string): Promise<string> {
    const { definition } = await callWebhook(
      'definition writer',
      this.endpoint,
      { action: 'generate', label },
      ZWritten,
    )
    return definition
  }

  async validate(label: string, definition: string): Promise<Verdict> {
    return callWebhook(
      'definition writer',
      this.endpoint,
      { action: 'validate', label, definition },
      ZVerdict,
    )
  }
}
