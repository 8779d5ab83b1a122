import {
  ZAnswerValue,
  type TAnswer,
  type TAnswerValue,
  type TQuestion,
} from '../../../../contract/questionnaire.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import type { TFieldErrors } from './action-messages.ts'

/** What the inputs hold, by question id: text as typed, ticked options, or yes/no. */
export type TAnswerInput = string | string[]
export type TAnswerInputs = Record<string, TAnswerInput>
export type TAnswerErrors = TFieldErrors<string>

/** The questions in the organisation's order. */
export function orderedQuestions(questions: readonly TQuestion[]): TQuestion[] {
  return [...questions].sort((a, b) => a.rank - b.rank)
}

function isBlank(input: TAnswerInput | undefined): boolean {
  return input === undefined || (Array.isArray(input) ? input.length === 0 : input.trim() === '')
}

/** The wire value of one answer; undefined when it cannot be read (a number that is not one). */
function answerValue(question: TQuestion, input: TAnswerInput): TAnswerValue | undefined {
  if (question.type === 'multiChoice') return Array.isArray(input) ? input : [input]
  const text = Array.isArray(input) ? (input[0] ?? '') : input
  if (question.type === 'yesNo') return text === 'yes'
  if (question.type === 'number') {
    const compact = text.replace(/[,\s]/g, '')
    return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : undefined
  }
  return text.trim()
}

/**
 * The answers the contract takes: mandatory questions answered, numbers numbers, choices among
 * the options, text without emoji. Unanswered optional questions are left out.
 */
export function readAnswers(
  questions: readonly TQuestion[],
  inputs: TAnswerInputs,
): { ok: true; answers: TAnswer[] } | { ok: false; errors: TAnswerErrors } {
  const errors: TAnswerErrors = {}
  const answers: TAnswer[] = []
  for (const question of orderedQuestions(questions)) {
    const input = inputs[question._id]
    if (input === undefined || isBlank(input)) {
      if (question.isMandatory) errors[question._id] = VALIDATION_MESSAGES.required
      continue
    }
    const value = answerValue(question, input)
    if (value === undefined) {
      errors[question._id] = VALIDATION_MESSAGES.invalidNumber
      continue
    }
    const parsed = ZAnswerValue.safeParse(value)
    if (!parsed.success) {
      errors[question._id] = parsed.error.issues[0]?.message ?? ''
      continue
    }
    answers.push({ questionId: question._id, value: parsed.data })
  }
  return Object.keys(errors).length === 0 ? { ok: true, answers } : { ok: false, errors }
}
