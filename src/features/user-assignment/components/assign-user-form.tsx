import {
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import {
  ZAssignUserInput,
  type TAssignUserInput,
  type TProjectUserRoles,
} from '../../../../contract/user-assignment.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { assignUser, useUserRolesChange } from '../api/user-assignment-api.ts'

export interface AssignUserFormProps {
  slug: string
  projectId: string
  projectName: string
  list: TProjectUserRoles
  onDone: () => void
}

/** The candidates by department, for the picker's option groups. */
function byDepartment(candidates: TProjectUserRoles['candidates']) {
  const groups = new Map<string, TProjectUserRoles['candidates']>()
  for (const c of candidates) groups.set(c.department, [...(groups.get(c.department) ?? []), c])
  return [...groups].sort(([a], [b]) => a.localeCompare(b))
}

/** Puts a user on the project with one or more permission groups. */
export function AssignUserForm({
  slug,
  projectId,
  projectName,
  list,
  onDone,
}: AssignUserFormProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TAssignUserInput>({
    resolver: zodResolver(ZAssignUserInput),
    defaultValues: { userId: '', groupIds: [] },
  })
  const assign = useUserRolesChange(slug, projectId, (body: TAssignUserInput) =>
    assignUser(slug, projectId, body),
  )
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (body) => {
    const person = list.candidates.find((c) => c._id === body.userId)
    try {
      await assign.mutateAsync(body)
      const name = person ? `${person.firstName} ${person.lastName}`.trim() : ''
      toaster.success({ title: t`${name} assigned to ${projectName}` })
      onDone()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields)
        form.setError(field as FieldPath<TAssignUserInput>, { message })
      if (fields.length === 0) form.setError('root.server', { message: problemText(error, i18n) })
    }
  })

  return (
    <Stack
      asChild
      gap="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
    >
      <form
        noValidate
        aria-label={t`Assign a user to ${projectName}`}
        onSubmit={(e) => void submit(e)}
      >
        <FormField label={<Trans>User</Trans>} error={errors.userId} required>
          <NativeSelect.Root maxW="24rem">
            <NativeSelect.Field {...form.register('userId')}>
              <option value="">{t`Choose a user`}</option>
              {byDepartment(list.candidates).map(([department, people]) => (
                <optgroup key={department} label={department}>
                  {people.map((c) => (
                    <option key={c._id} value={c._id}>
                      {`${c.firstName} ${c.lastName}`.trim()} ({c.role})
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {list.candidates.length === 0 ? (
          <Text color="fg.muted">
            <Trans>Everyone in the organisation already works on this project.</Trans>
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="groupIds"
          render={({ field }) => (
            <Fieldset.Root invalid={errors.groupIds !== undefined} onBlur={field.onBlur}>
              <Fieldset.Legend fontWeight="medium">
                <Trans>Permission groups on this project</Trans>
              </Fieldset.Legend>
              <CheckboxGroup value={field.value} onValueChange={field.onChange} name="groupIds">
                <Wrap gap="4" mt="2">
                  {list.groups.map((g, index) => (
                    <Checkbox.Root key={g._id} value={g._id}>
                      <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
                      <Checkbox.Control />
                      <Checkbox.Label>{g.displayName}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </CheckboxGroup>
              {errors.groupIds?.message ? (
                <Fieldset.ErrorText>
                  {i18n._(problemMessage(errors.groupIds.message))}
                </Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          )}
        />
        {errors.root?.server?.message ? (
          <Text color="fg.error" role="alert">
            {errors.root.server.message}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            <Trans>Assign</Trans>
          </Button>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
