import { z } from 'zod'
import { LEAD_STATUSES } from './domain.ts'
import { ZFieldAction } from './field-actions.ts'
import { ZPerson } from './leads.ts'
import { VALIDATION_MESSAGES, hasEmoji } from './validators.ts'
export { QUESTIONNAIRE_MESSAGES } from './messages.ts'

/**
 * The questionnaire per lead status: the questions a project asks
 * when a lead reaches a status, and the answers given. Question texts are the organisation's own
 * data, shown as written.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const QUESTIONNAIRE_PATHS = {
  /** GET ?leadStatus= the questions; POST the answers of one lead. */
  statusQuestions: (slug: string, projectId: string) =>
    `${base(slug)}/projects/${projectId}/status-questions`,
  /** GET a lead's submitted answers, newest first. */
  leadAnswers: (slug: string, leadId: string) =>
    `${base(slug)}/leads/${leadId}/questionnaire-answers`,
} as const

export const QUESTION_TYPES = ['singleChoice', 'multiChoice', 'text', 'number', 'yesNo'] as const
export type TQuestionType = (typeof QUESTION_TYPES)[number]

export const ANSWER_TEXT_MAX = 500

export const QUESTIONNAIRE_ERROR_CODES = {
  answersInvalid: 'QUESTIONNAIRE_ANSWERS_INVALID',
} as const

export const ZQuestion = z.object({
  _id: z.string(),
  projectId: z.string(),
  leadStatus: z.enum(LEAD_STATUSES),
  key: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** For singleChoice and multiChoice. */
  options: z.array(z.string()),
  isMandatory: z.boolean(),
  rank: z.number().int(),
})
export type TQuestion = z.infer<typeof ZQuestion>

export const ZQuestionQuery = z.object({ leadStatus: z.enum(LEAD_STATUSES) })
/** Empty when the status has no questions. */
export const ZQuestionList = z.object({ items: z.array(ZQuestion) })
export type TQuestionList = z.infer<typeof ZQuestionList>

/** singleChoice and text: a string; multiChoice: strings; number: a number; yesNo: a boolean. */
export const ZAnswerValue = z.union([
  z
    .string()
    .trim()
    .max(ANSWER_TEXT_MAX)
    .refine((s) => !hasEmoji(s), VALIDATION_MESSAGES.noEmoji),
  z.array(z.string().max(200)).max(50),
  z.number(),
  z.boolean(),
])
export type TAnswerValue = z.infer<typeof ZAnswerValue>

export const ZAnswer = z.object({ questionId: z.string(), value: ZAnswerValue })
export type TAnswer = z.infer<typeof ZAnswer>

/**
 * Answers are checked against the questions of the lead's project and this status: every
 * mandatory one answered, choices among the options. A 400 names `answers.<questionId>`.
 */
export const ZQuestionnaireSubmit = ZFieldAction.extend({
  leadId: z.string(),
  leadStatus: z.enum(LEAD_STATUSES),
  answers: z.array(ZAnswer).max(100),
})
export type TQuestionnaireSubmit = z.input<typeof ZQuestionnaireSubmit>

export const ZQuestionnaireResponse = z.object({
  _id: z.string(),
  leadId: z.string(),
  projectId: z.string(),
  leadStatus: z.enum(LEAD_STATUSES),
  /** With each question's text as it was asked. */
  answers: z.array(ZAnswer.extend({ key: z.string(), text: z.string() })),
  answeredBy: ZPerson.nullable(),
  madeAt: z.string(),
  createdAt: z.string(),
})
export type TQuestionnaireResponse = z.infer<typeof ZQuestionnaireResponse>

export const ZQuestionnaireResponseList = z.object({ items: z.array(ZQuestionnaireResponse) })
export type TQuestionnaireResponseList = z.infer<typeof ZQuestionnaireResponseList>
