import { Checkbox, CheckboxGroup, Fieldset, Input, Stack, Wrap } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { TQuestion } from '../../../../contract/questionnaire.ts'
import { FormField, problemMessage, type TProblem } from '../../../components/ui/form-field.tsx'
import { orderedQuestions, type TAnswerInputs } from '../model/questionnaire-form.ts'
import { Select } from './select.tsx'

/** The questions of a status; their texts are the organisation's own, shown as written. */
export function QuestionnaireFields({
  questions,
  inputs,
  errors,
  onChange,
}: {
  questions: readonly TQuestion[]
  inputs: TAnswerInputs
  /** Problems by question id (the form's `errors.answers`). */
  errors: Readonly<Record<string, TProblem | undefined>> | undefined
  onChange: (questionId: string, value: string | string[]) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Stack gap="3">
      {orderedQuestions(questions).map((q) => {
        const value = inputs[q._id]
        const text = typeof value === 'string' ? value : ''
        if (q.type === 'multiChoice') {
          const error = errors?.[q._id]?.message
          return (
            <Fieldset.Root key={q._id} invalid={error !== undefined}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {q.text}
                {q.isMandatory && ' *'}
              </Fieldset.Legend>
              <CheckboxGroup
                value={Array.isArray(value) ? value : []}
                onValueChange={(next) => onChange(q._id, next)}
              >
                <Wrap gap="3">
                  {q.options.map((option) => (
                    <Checkbox.Root key={option} value={option} size="sm">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{option}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </CheckboxGroup>
              {error && <Fieldset.ErrorText>{i18n._(problemMessage(error))}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )
        }
        const choices =
          q.type === 'yesNo'
            ? [
                { value: 'yes', label: t`Yes` },
                { value: 'no', label: t`No` },
              ]
            : q.options.map((o) => ({ value: o, label: o }))
        return (
          <FormField key={q._id} label={q.text} error={errors?.[q._id]} required={q.isMandatory}>
            {q.type === 'singleChoice' || q.type === 'yesNo' ? (
              <Select
                value={text}
                onChange={(v) => onChange(q._id, v)}
                options={[{ value: '', label: t`Select` }, ...choices]}
              />
            ) : (
              <Input
                inputMode={q.type === 'number' ? 'decimal' : undefined}
                value={text}
                onChange={(e) => onChange(q._id, e.target.value)}
              />
            )}
          </FormField>
        )
      })}
    </Stack>
  )
}
