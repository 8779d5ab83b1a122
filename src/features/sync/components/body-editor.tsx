import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { OutboxError } from '../../../lib/db.ts'
import type { EditableFields } from '../model/editable-fields.ts'

export interface BodyEditorProps {
  fields: EditableFields
  /** The server's per-field problems from the refusal, shown under their inputs. */
  problems?: OutboxError['fields']
  onSave: (fields: EditableFields) => void
  onCancel: () => void
  saving?: boolean
}

/**
 * Corrects the text of a refused change and sends it again. Field names are the API's own, as
 * the server's messages use them; anything richer is corrected on the original screen.
 */
export function BodyEditor({ fields, problems, onSave, onCancel, saving }: BodyEditorProps) {
  const [values, setValues] = useState(fields)
  const idPrefix = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    onSave(values)
  }

  return (
    <Stack as="form" gap="3" onSubmit={submit}>
      {Object.keys(fields).map((name) => {
        const problem = problems?.find((p) => p.field === name)
        return (
          <Field.Root key={name} invalid={Boolean(problem)}>
            <Field.Label htmlFor={`${idPrefix}-${name}`}>{name}</Field.Label>
            <Input
              id={`${idPrefix}-${name}`}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
            {problem && <Field.ErrorText>{problem.message}</Field.ErrorText>}
          </Field.Root>
        )
      })}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
          <Trans>Save and send</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}
