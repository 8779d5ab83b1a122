import { z } from 'zod'
import { zRequiredText } from './validators.ts'
import { MODERATION_MESSAGES } from './messages.ts'
export { MODERATION_MESSAGES } from './messages.ts'

/**
 * Agent moderation's scoring parameters: an organisation's labels, each with a definition and a
 * weight; the weights total 100. A parameter may say which dimension of the transparent lead
 * score it weighs, and the score then uses these weights (decision 0035).
 */

const base = (slug: string) => `/ilead-service/v1/${slug}/agent-moderation`

export const MODERATION_PATHS = {
  /** GET the parameters; PUT saves the whole list (and the deletions). */
  params: (slug: string) => `${base(slug)}/params`,
  /** GET the labels alone, for pickers. */
  paramNames: (slug: string) => `${base(slug)}/param-names`,
  /** POST a label, answered with a definition written for it. */
  generateDefinition: (slug: string) => `${base(slug)}/generate-ai-definition`,
  /** POST a label and a definition, answered whether the definition fits the label. */
  validateDefinition: (slug: string) => `${base(slug)}/validate-definition`,
} as const

export const SCORE_DIMENSIONS = ['ability', 'intent', 'readiness', 'perception'] as const
export type TScoreDimension = (typeof SCORE_DIMENSIONS)[number]

export const LABEL_MAX_LENGTH = 50
export const DEFINITION_MAX_LENGTH = 500
export const PARAMS_MAX = 20
export const WEIGHT_TOTAL = 100
/** A total within 99.9 to 100.1 counts as 100. */
export const WEIGHT_TOLERANCE = 0.1

export type TWeightTotal = 'ok' | 'over' | 'under'

/** Rounded to cents, so 33.33 three times is 99.99 and not 99.99000000000001. */
export const weightSum = (weights: readonly number[]) =>
  Math.round(weights.reduce((t, w) => t + w, 0) * 100) / 100

export function weightTotalState(weights: readonly number[]): TWeightTotal {
  const total = weightSum(weights)
  if (total > WEIGHT_TOTAL + WEIGHT_TOLERANCE) return 'over'
  if (total < WEIGHT_TOTAL - WEIGHT_TOLERANCE) return 'under'
  return 'ok'
}

/** "Save Anyway": 100 shared equally, in cents, the odd cents to the first ones (exactly 100). */
export function evenWeights(count: number): number[] {
  if (count <= 0) return []
  const cents = WEIGHT_TOTAL * 100
  const each = Math.floor(cents / count)
  const extra = cents - each * count
  return Array.from({ length: count }, (_, i) => (each + (i < extra ? 1 : 0)) / 100)
}

/** A label is enabled (may be saved) only with a name and a definition. */
export const labelEnabled = (p: { label: string; definition: string }) =>
  p.label.trim().length > 0 && p.definition.trim().length > 0

export const ZWeight = z
  .number({ error: 'Enter a weight' })
  .min(0, 'Weight cannot be negative')
  .max(WEIGHT_TOTAL, `Weight cannot be over ${WEIGHT_TOTAL}`)

export const ZModerationParam = z.object({
  /** Null for the starting set, not yet saved by the organisation. */
  _id: z.string().nullable(),
  label: z.string(),
  definition: z.string(),
  weight: z.number(),
  dimension: z.enum(SCORE_DIMENSIONS).nullable(),
})
export type TModerationParam = z.infer<typeof ZModerationParam>

export const ZModerationParams = z.object({
  params: z.array(ZModerationParam),
  /** True while the organisation has saved none: these are the starting set. */
  isDefault: z.boolean(),
})
export type TModerationParams = z.infer<typeof ZModerationParams>

export const ZParamInput = z.object({
  /** Absent for a parameter made in this session. */
  _id: z.string().min(1).optional(),
  label: zRequiredText(LABEL_MAX_LENGTH),
  definition: zRequiredText(DEFINITION_MAX_LENGTH),
  weight: ZWeight,
  dimension: z.enum(SCORE_DIMENSIONS).nullable().default(null),
})
export type TParamInput = z.input<typeof ZParamInput>

/** The save: the whole list, and the saved parameters deleted in this session. */
export const ZParamsSave = z
  .object({
    params: z.array(ZParamInput).min(1).max(PARAMS_MAX),
    deleted: z.array(z.string().min(1)).max(100).default([]),
  })
  .superRefine((value, ctx) => {
    const state = weightTotalState(value.params.map((p) => p.weight))
    if (state !== 'ok') {
      ctx.addIssue({
        code: 'custom',
        path: ['params'],
        message:
          state === 'over' ? MODERATION_MESSAGES.overHundred : MODERATION_MESSAGES.underHundred,
      })
    }
    const seen = new Set<string>()
    value.params.forEach((p, i) => {
      const key = p.label.trim().toLowerCase()
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['params', i, 'label'],
          message: MODERATION_MESSAGES.duplicateLabel,
        })
      }
      seen.add(key)
    })
  })
export type TParamsSave = z.input<typeof ZParamsSave>

export const ZParamNames = z.array(z.object({ _id: z.string(), label: z.string() }))

export const ZGenerateDefinition = z.object({ label: zRequiredText(LABEL_MAX_LENGTH) })
export const ZGeneratedDefinition = z.object({
  definition: z.string(),
  /** Which writer wrote it, so a development text is never taken for an AI's. */
  writer: z.string(),
})
export type TGeneratedDefinition = z.infer<typeof ZGeneratedDefinition>

export const ZValidateDefinition = z.object({
  label: zRequiredText(LABEL_MAX_LENGTH),
  definition: zRequiredText(DEFINITION_MAX_LENGTH),
})
export const ZDefinitionVerdict = z.object({
  valid: z.boolean(),
  /** Why not, when not valid. */
  reason: z.string().nullable(),
  writer: z.string(),
})
export type TDefinitionVerdict = z.infer<typeof ZDefinitionVerdict>

/** The weights the lead score used, in percent of the four dimensions, and where they came from. */
export const ZScoreWeights = z.object({
  source: z.enum(['moderation', 'default']),
  ability: z.number(),
  intent: z.number(),
  readiness: z.number(),
  perception: z.number(),
})
export type TScoreWeights = z.infer<typeof ZScoreWeights>
