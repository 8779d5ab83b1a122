import { Button, Checkbox, CheckboxGroup, Fieldset, Stack, Text, Wrap } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  CONTENT_ERROR_CODES,
  CONTENT_LIMITS,
  ZBrochureGenerate,
  type TBrochureGenerate,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { problemMessage } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { contentChanges, useContentChange } from '../api/content-api.ts'
import { brochureItems } from '../model/check-file.ts'
import { FileCard } from './file-card.tsx'
import { UploadForm } from './upload-form.tsx'

export interface BrochureSectionProps {
  slug: string
  projectId: string
  content: TProjectContent
  canEdit: boolean
}

/** The project's one brochure: open it, make it from the content (a PDF), or upload one. */
export function BrochureSection({ slug, projectId, content, canEdit }: BrochureSectionProps) {
  const { t, i18n } = useLingui()
  const brochure = content.files.find((f) => f.kind === 'brochure')
  const generate = useContentChange(
    slug,
    projectId,
    contentChanges(slug, projectId).generateBrochure,
  )
  const form = useForm<TBrochureGenerate>({
    resolver: zodResolver(ZBrochureGenerate),
    defaultValues: { amenityIds: [] },
  })
  const chosen = useWatch({ control: form.control, name: 'amenityIds' })
  const items = brochureItems(content) + chosen.length
  const min = CONTENT_LIMITS.brochureMinItems
  const max = CONTENT_LIMITS.brochureAmenities
  const error = form.formState.errors.amenityIds?.message

  const submit = form.handleSubmit(async (body) => {
    try {
      await generate.mutateAsync(body)
      toaster.success({ title: t`Brochure made; it replaced the one before` })
    } catch (problem) {
      const few = problem instanceof HttpError && problem.code === CONTENT_ERROR_CODES.tooFewItems
      toaster.error({
        title: few ? t`A brochure needs at least ${min} content items` : problemText(problem, i18n),
      })
    }
  })

  return (
    <Stack gap="4">
      {brochure ? (
        <Stack maxW="14rem">
          <FileCard
            file={brochure}
            detail={
              <Text textStyle="sm" color="fg.muted">
                {brochure.generated ? (
                  <Trans>Made from the content</Trans>
                ) : (
                  <Trans>Uploaded</Trans>
                )}
              </Text>
            }
          />
        </Stack>
      ) : (
        <Text color="fg.muted">
          <Trans>No brochure yet. Make one from the content below, or upload a PDF.</Trans>
        </Text>
      )}
      {canEdit ? (
        <>
          <Stack asChild gap="3">
            <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Make the brochure`}>
              <Fieldset.Root invalid={error !== undefined}>
                <Fieldset.Legend>
                  <Trans>Amenities to show (at most {max})</Trans>
                </Fieldset.Legend>
                {content.amenities.length === 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    <Trans>Add amenities below to show them in the brochure.</Trans>
                  </Text>
                ) : (
                  <Controller
                    control={form.control}
                    name="amenityIds"
                    render={({ field }) => (
                      <CheckboxGroup
                        value={field.value}
                        onValueChange={field.onChange}
                        name="amenityIds"
                      >
                        <Wrap gap="4" mt="2">
                          {content.amenities.map((a) => (
                            <Checkbox.Root
                              key={a._id}
                              value={a._id}
                              disabled={!field.value.includes(a._id) && field.value.length >= max}
                            >
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>{a.name}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Wrap>
                      </CheckboxGroup>
                    )}
                  />
                )}
                {error ? (
                  <Fieldset.ErrorText>{i18n._(problemMessage(error))}</Fieldset.ErrorText>
                ) : null}
              </Fieldset.Root>
              <Text textStyle="sm" color={items < min ? 'fg.error' : 'fg.muted'} aria-live="polite">
                <Trans>
                  {items} content items (selected creatives, plans, chosen amenities, past
                  projects); at least {min} are needed.
                </Trans>
              </Text>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={generate.isPending}
              >
                {brochure ? <Trans>Make a new brochure</Trans> : <Trans>Make the brochure</Trans>}
              </Button>
            </form>
          </Stack>
          <UploadForm
            slug={slug}
            projectId={projectId}
            kind="brochure"
            units={content.units}
            submitLabel={t`Upload a brochure PDF`}
            disabled={false}
          />
        </>
      ) : null}
    </Stack>
  )
}
