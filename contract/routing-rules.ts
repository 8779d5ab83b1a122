import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { zSearchBy } from './validators.ts'
import { ROUTING_MESSAGES } from './messages.ts'
export { ROUTING_MESSAGES } from './messages.ts'

/**
 * Routing rules (Lead settings): per project, who new leads without an owner go to, in turn
 * (round robin over the rule's active executives). A project has at most one active rule.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const ROUTING_PATHS = {
  /** GET the rules a page at a time (page 1-based, limit, mapRelatedEntities); POST makes one. */
  rules: (slug: string) => `${base(slug)}/routing-rules`,
  /** GET or PUT (replace project, executives and isActive) one rule. */
  rule: (slug: string, ruleId: string) => `${base(slug)}/routing-rules/${ruleId}`,
  /** PUT {isActive}: turns the rule on or off. */
  ruleActive: (slug: string, ruleId: string) => `${base(slug)}/routing-rules/${ruleId}/is-active`,
  /** DELETE removes the executive from the rule; PATCH {isActive} turns them on or off. */
  ruleExecutive: (slug: string, ruleId: string, userId: string) =>
    `${base(slug)}/routing-rules/${ruleId}/executives/${userId}`,
  /** GET the project's rules. */
  projectRules: (slug: string, projectId: string) =>
    `${base(slug)}/projects/${projectId}/routing-rules`,
  /** GET who a project's rule may name: lead executives of the project, admins excluded. */
  projectExecutives: (slug: string, projectId: string) =>
    `${base(slug)}/projects/${projectId}/routing-executives`,
} as const

/** The executives picker asks for this many at once (the spec's limit). */
export const ROUTING_EXECUTIVES_LIMIT = 1000
/** A rule names at most this many executives. */
export const ROUTING_EXECUTIVES_MAX = 200
export const ROUTING_PAGE_SIZE = 10

export const ROUTING_ERROR_CODES = {
  notFound: 'ROUTING_RULE_NOT_FOUND',
  executiveNotFound: 'ROUTING_EXECUTIVE_NOT_FOUND',
  activeExists: 'ROUTING_RULE_ACTIVE_EXISTS',
  executiveInvalid: 'ROUTING_EXECUTIVE_INVALID',
} as const

/** The journey's `via` of an assignment made by a routing rule. */
export const ROUTING_VIA = 'routing-rule'

const zBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')

/** An executive as the spec names one: _id, profile (firstName, lastName), userHash. */
export const ZRoutingExecutive = z.object({
  _id: z.string(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  userHash: z.string(),
})
export type TRoutingExecutive = z.infer<typeof ZRoutingExecutive>

export const ZRuleExecutive = ZRoutingExecutive.extend({ isActive: z.boolean() })
export type TRuleExecutive = z.infer<typeof ZRuleExecutive>

export const ZRoutingRule = z.object({
  _id: z.string(),
  projectId: z.string(),
  /** With mapRelatedEntities (and always on a single rule): the project's name. */
  project: z.object({ _id: z.string(), projectName: z.string() }).optional(),
  isActive: z.boolean(),
  /** In turn order. */
  executives: z.array(ZRuleExecutive),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TRoutingRule = z.infer<typeof ZRoutingRule>

export const ZRoutingRuleList = z.object({ items: z.array(ZRoutingRule), pageInfo: ZPageInfo })
export type TRoutingRuleList = z.infer<typeof ZRoutingRuleList>

export const ZProjectRoutingRules = z.object({ items: z.array(ZRoutingRule) })
export type TProjectRoutingRules = z.infer<typeof ZProjectRoutingRules>

export const ZRoutingRuleQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ROUTING_PAGE_SIZE),
  mapRelatedEntities: zBool.optional(),
})

export const ZRuleExecutiveInput = z.object({
  userId: z.string().trim().min(1),
  isActive: z.boolean().default(true),
})

/** A rule as the form writes it: the project, the executives in turn order, on or off. */
export const ZRoutingRuleInput = z.object({
  projectId: z.string().trim().min(1),
  isActive: z.boolean().default(true),
  executives: z
    .array(ZRuleExecutiveInput)
    .min(1, ROUTING_MESSAGES.noExecutives)
    .max(ROUTING_EXECUTIVES_MAX)
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      list.forEach((e, i) => {
        if (seen.has(e.userId)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'userId'],
            message: ROUTING_MESSAGES.duplicateExecutive,
          })
        }
        seen.add(e.userId)
      })
    }),
})
export type TRoutingRuleInput = z.input<typeof ZRoutingRuleInput>

export const ZActiveInput = z.object({ isActive: z.boolean() })
export type TActiveInput = z.infer<typeof ZActiveInput>

export const ZRoutingExecutivesQuery = z.object({
  keyword: zSearchBy(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ROUTING_EXECUTIVES_LIMIT)
    .default(ROUTING_EXECUTIVES_LIMIT),
})

export const ZRoutingExecutiveList = z.object({ items: z.array(ZRoutingExecutive) })
export type TRoutingExecutiveList = z.infer<typeof ZRoutingExecutiveList>
