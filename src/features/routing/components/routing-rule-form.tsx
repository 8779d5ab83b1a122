import { Button, Checkbox, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import { ZRoutingRuleInput, type TRoutingRule } from '../../../../contract/routing-rules.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import {
  routingExecutivesQueryOptions,
  saveRule,
  useRuleChange,
  type TRuleBody,
} from '../api/routing-api.ts'

type TValues = z.input<typeof ZRoutingRuleInput>

export interface RoutingRuleFormProps {
  slug: string
  projects: readonly { _id: string; projectName: string }[]
  /** The rule being edited; a new one without. */
  rule?: TRoutingRule | undefined
  onDone: () => void
}

const nameOf = (e: { profile: { firstName: string; lastName: string } }) =>
  `${e.profile.firstName} ${e.profile.lastName}`.trim()

/** Makes or edits a rule: its project, its executives in turn order (picked by name), on or off. */
export function RoutingRuleForm({ slug, projects, rule, onDone }: RoutingRuleFormProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TValues, unknown, TRuleBody>({
    resolver: zodResolver(ZRoutingRuleInput),
    defaultValues: {
      projectId: rule?.projectId ?? '',
      isActive: rule?.isActive ?? true,
      executives: rule?.executives.map((e) => ({ userId: e._id, isActive: e.isActive })) ?? [],
    },
  })
  const chosen = useFieldArray({ control: form.control, name: 'executives', keyName: 'key' })
  const [names, setNames] = useState(
    () => new Map(rule?.executives.map((e) => [e._id, nameOf(e)]) ?? []),
  )
  const [keyword, setKeyword] = useState('')
  const projectId = useWatch({ control: form.control, name: 'projectId' })
  const picker = useQuery(routingExecutivesQueryOptions(slug, projectId, keyword))
  const save = useRuleChange(slug, (body: TRuleBody) => saveRule(slug, body, rule?._id))
  const { errors, isSubmitting } = form.formState
  const taken = new Set(chosen.fields.map((f) => f.userId))

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body)
      toaster.success({ title: rule ? t`Routing rule saved` : t`Routing rule created` })
      onDone()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields) {
        form.setError(field as FieldPath<TValues>, { message })
      }
      if (fields.length === 0) form.setError('root.server', { message: userMessage(error, i18n) })
    }
  })

  const executivesProblem = errors.executives?.message ?? errors.executives?.root?.message

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
        aria-label={rule ? t`Edit routing rule` : t`New routing rule`}
        onSubmit={(e) => void submit(e)}
      >
        <FormField label={<Trans>Project</Trans>} error={errors.projectId} required>
          <NativeSelect.Root maxW="24rem">
            <NativeSelect.Field {...form.register('projectId')}>
              <option value="">{t`Choose a project`}</option>
              {projects.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.projectName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <Stack gap="2">
          <Text fontWeight="medium" id="routing-chosen">
            <Trans>Executives, in turn order</Trans>
          </Text>
          {chosen.fields.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No executives yet: add them from the list below.</Trans>
            </Text>
          ) : (
            <List.Root as="ol" aria-labelledby="routing-chosen" gap="2" ps="5">
              {chosen.fields.map((item, index) => {
                const name = names.get(item.userId) ?? item.userId
                return (
                  <List.Item key={item.key}>
                    <HStack gap="3" wrap="wrap">
                      <Text flex="1" minW="10rem">
                        {name}
                      </Text>
                      <Controller
                        control={form.control}
                        name={`executives.${index}.isActive`}
                        render={({ field }) => (
                          <Checkbox.Root
                            checked={field.value ?? true}
                            onCheckedChange={(d) => field.onChange(d.checked === true)}
                          >
                            <Checkbox.HiddenInput onBlur={field.onBlur} />
                            <Checkbox.Control />
                            <Checkbox.Label>
                              <Trans>Gets leads</Trans>
                            </Checkbox.Label>
                          </Checkbox.Root>
                        )}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t`Remove ${name}`}
                        onClick={() => chosen.remove(index)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </HStack>
                    {errors.executives?.[index]?.userId ? (
                      <Text color="fg.error" textStyle="sm" role="alert">
                        {i18n._(problemMessage(errors.executives[index].userId.message ?? ''))}
                      </Text>
                    ) : null}
                  </List.Item>
                )
              })}
            </List.Root>
          )}
          {executivesProblem ? (
            <Text color="fg.error" role="alert">
              {i18n._(problemMessage(executivesProblem))}
            </Text>
          ) : null}
        </Stack>

        <Stack gap="2">
          <SearchBox label={t`Find executives`} value={keyword} onSearch={setKeyword} />
          {projectId === '' ? (
            <Text color="fg.muted">
              <Trans>Choose a project to see its executives.</Trans>
            </Text>
          ) : picker.isError ? (
            <Text color="fg.error" role="alert">
              {userMessage(picker.error, i18n)}
            </Text>
          ) : picker.isPending ? (
            <Text color="fg.muted" aria-live="polite">
              <Trans>Loading executives…</Trans>
            </Text>
          ) : picker.data.items.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No executives found.</Trans>
            </Text>
          ) : (
            <List.Root
              variant="plain"
              gap="1"
              maxH="14rem"
              overflowY="auto"
              aria-label={t`Executives of the project`}
            >
              {picker.data.items.map((e) => {
                const name = nameOf(e)
                return (
                  <List.Item key={e._id}>
                    <HStack gap="3">
                      <Text flex="1">{name}</Text>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={taken.has(e._id)}
                        aria-label={taken.has(e._id) ? t`Added: ${name}` : t`Add ${name}`}
                        onClick={() => {
                          setNames((m) => new Map(m).set(e._id, name))
                          chosen.append({ userId: e._id, isActive: true })
                        }}
                      >
                        {taken.has(e._id) ? <Trans>Added</Trans> : <Trans>Add</Trans>}
                      </Button>
                    </HStack>
                  </List.Item>
                )
              })}
            </List.Root>
          )}
        </Stack>

        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value ?? true}
              onCheckedChange={(d) => field.onChange(d.checked === true)}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Rule is active</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {errors.isActive?.message ? (
          <Text color="fg.error" role="alert">
            {i18n._(problemMessage(errors.isActive.message))}
          </Text>
        ) : null}
        {errors.root?.server?.message ? (
          <Text color="fg.error" role="alert">
            {errors.root.server.message}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {rule ? <Trans>Save rule</Trans> : <Trans>Create rule</Trans>}
          </Button>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
