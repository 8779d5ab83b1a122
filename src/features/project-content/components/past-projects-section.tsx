import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import {
  CONTENT_LIMITS,
  ZPastProjectCreate,
  type TPastProject,
  type TPastProjectCreate,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { contentChanges, useContentChange } from '../api/content-api.ts'
import { DeleteButton } from './file-card.tsx'

type TValues = z.input<typeof ZPastProjectCreate>

export interface PastProjectsSectionProps {
  slug: string
  projectId: string
  content: TProjectContent
  canEdit: boolean
  onDelete: (past: TPastProject) => void
}

/** Projects the developer delivered before (at most 6), shown on the brochure's last page. */
export function PastProjectsSection({
  slug,
  projectId,
  content,
  canEdit,
  onDelete,
}: PastProjectsSectionProps) {
  const { t, i18n } = useLingui()
  const add = useContentChange(slug, projectId, contentChanges(slug, projectId).addPastProject)
  const form = useForm<TValues, unknown, TPastProjectCreate>({
    resolver: zodResolver(ZPastProjectCreate),
    defaultValues: { name: '', city: '', completionYear: '', description: '' },
  })
  const { errors } = form.formState
  const max = CONTENT_LIMITS.pastProjects
  const full = content.pastProjects.length >= max

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body)
      form.reset()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const f of fields) form.setError(f.field as FieldPath<TValues>, { message: f.message })
      if (fields.length === 0) toaster.error({ title: problemText(error, i18n) })
    }
  })

  return (
    <Stack gap="4">
      {content.pastProjects.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No past projects yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {content.pastProjects.map((p) => {
            const name = p.name
            const { city, completionYear: year } = p
            return (
              <HStack
                as="li"
                key={p._id}
                justify="space-between"
                align="start"
                gap="3"
                borderBottomWidth="1px"
                borderColor="app.border"
                pb="2"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{name}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    <Trans>
                      {city}, completed {year}
                    </Trans>
                  </Text>
                  {p.description ? <Text textStyle="sm">{p.description}</Text> : null}
                </Stack>
                {canEdit ? (
                  <DeleteButton
                    label={t`Delete ${name}`}
                    disabled={false}
                    onClick={() => onDelete(p)}
                  />
                ) : null}
              </HStack>
            )
          })}
        </Stack>
      )}
      {canEdit && !full ? (
        <Stack asChild gap="3">
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Add a past project`}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormField label={<Trans>Project name</Trans>} error={errors.name} required>
                <Input autoComplete="off" {...form.register('name')} />
              </FormField>
              <FormField label={<Trans>City</Trans>} error={errors.city} required>
                <Input autoComplete="off" {...form.register('city')} />
              </FormField>
              <FormField
                label={<Trans>Year completed</Trans>}
                error={errors.completionYear}
                required
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register('completionYear')}
                />
              </FormField>
            </SimpleGrid>
            <FormField label={<Trans>Description</Trans>} error={errors.description}>
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={add.isPending}>
              <Trans>Add past project</Trans>
            </Button>
          </form>
        </Stack>
      ) : null}
      {full ? (
        <Text textStyle="sm" color="fg.muted">
          <Trans>A project shows at most {max} past projects.</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
