import {
  Button,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ZProgressCreate } from '../../../../contract/construction-progress.ts'
import { POST_SALES_FILE_MESSAGES, UPLOAD_FORMATS } from '../../../../contract/post-sales-files.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_UPLOAD_FILES,
  TITLE_MAX_LENGTH,
  acceptAttribute,
  tooManyFilesMessage,
} from '../../../../contract/validators.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { HttpError } from '../../../lib/http.ts'
import { usePartUpload, type PartUploadState } from '../../../lib/part-upload.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { randomId } from '../../../lib/random-id.ts'
import { progressChanges, useProgressChange } from '../api/construction-progress-api.ts'

const ZForm = ZProgressCreate.pick({ title: true, description: true, completionDate: true })
interface TValues {
  title: string
  description: string
  completionDate: string
  buildingId: string
}

export interface AddProgressProps {
  slug: string
  projectId: string
  buildings: readonly { _id: string; name: string }[]
  /** The building the list shows, chosen for the new entry ('' for the whole project). */
  buildingId: string
  onDone: () => void
}

/**
 * A new milestone: title, description, completion date, building, and its photos and videos,
 * each uploaded in parts as soon as it is chosen, with its own progress bar (decision 0056).
 */
export function AddProgress({ slug, projectId, buildings, buildingId, onDone }: AddProgressProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TValues>({
    resolver: zodResolver(ZForm) as never,
    defaultValues: { title: '', description: '', completionDate: '', buildingId },
  })
  const [media, setMedia] = useState<{ key: string; file: File }[]>([])
  const [states, setStates] = useState<Record<string, PartUploadState>>({})
  const [mediaError, setMediaError] = useState<string | undefined>()
  const add = useProgressChange(slug, projectId, progressChanges(slug, projectId).add)
  const { errors } = form.formState
  const setState = useCallback(
    (key: string, state: PartUploadState) => setStates((before) => ({ ...before, [key]: state })),
    [],
  )

  const save = form.handleSubmit((values) => {
    const rows = media.map((m) => states[m.key])
    if (rows.some((s) => s?.status !== 'done' && s?.status !== 'rejected')) {
      setMediaError(POST_SALES_FILE_MESSAGES.notReady)
      return
    }
    const uploaded = rows.flatMap((s) => (s?.status === 'done' ? [s.file.uploadId] : []))
    add.mutate(
      {
        title: values.title,
        description: values.description,
        completionDate: values.completionDate,
        buildingId: values.buildingId || null,
        media: uploaded,
      },
      {
        onSuccess: (entry) => {
          const title = entry.title
          toaster.success({ title: t`Progress ${title} posted` })
          onDone()
        },
        onError: (error) => {
          const fields = error instanceof HttpError ? (error.fields ?? []) : []
          for (const { field, message } of fields) {
            if (field.startsWith('media')) setMediaError(message)
            else form.setError(field as keyof TValues, { message })
          }
          if (fields.length === 0) toaster.error({ title: problemText(error, i18n) })
        },
      },
    )
  })

  return (
    <Stack asChild gap="3" borderWidth="1px" borderColor="app.border" borderRadius="l3" p="4">
      <form onSubmit={(e) => void save(e)} noValidate aria-label={t`Add construction progress`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={<Trans>Title</Trans>} error={errors.title} required>
            <Input autoComplete="off" maxLength={TITLE_MAX_LENGTH} {...form.register('title')} />
          </FormField>
          <FormField label={<Trans>Completion date</Trans>} error={errors.completionDate} required>
            <Input type="date" {...form.register('completionDate')} />
          </FormField>
          <FormField label={<Trans>Building</Trans>} error={errors.buildingId}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('buildingId')}>
                <option value="">{t`Whole project`}</option>
                {buildings.map((b) => (
                  <option key={b._id} value={b._id}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={<Trans>Photos and videos</Trans>}
            error={mediaError ? { message: mediaError } : undefined}
            helper={<Trans>JPG, PNG, HEIC, MP4 or MKV, up to 100 MB each, at most 10</Trans>}
          >
            <Input
              type="file"
              multiple
              accept={acceptAttribute(UPLOAD_FORMATS.constructionMedia.types)}
              p="1"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])]
                e.target.value = ''
                setMediaError(undefined)
                if (media.length + files.length > MAX_UPLOAD_FILES) {
                  setMediaError(tooManyFilesMessage(MAX_UPLOAD_FILES))
                  return
                }
                setMedia((before) => [
                  ...before,
                  ...files.map((file) => ({ key: randomId(), file })),
                ])
              }}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={<Trans>Description</Trans>} error={errors.description}>
          <Textarea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...form.register('description')} />
        </FormField>
        {media.map(({ key, file }) => (
          <MediaUpload
            key={key}
            id={key}
            slug={slug}
            projectId={projectId}
            file={file}
            onState={setState}
            onRemove={() => {
              setMedia((before) => before.filter((m) => m.key !== key))
              setStates(({ [key]: _gone, ...rest }) => rest)
            }}
          />
        ))}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            <Trans>Post progress</Trans>
          </Button>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}

/** One chosen file: uploaded at once, its bar, resume and remove. */
function MediaUpload({
  id,
  slug,
  projectId,
  file,
  onState,
  onRemove,
}: {
  id: string
  slug: string
  projectId: string
  file: File
  onState: (id: string, state: PartUploadState) => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  const upload = usePartUpload(slug, projectId, 'constructionMedia')
  const start = upload.upload
  useEffect(() => {
    void start(file)
  }, [start, file])
  useEffect(() => onState(id, upload.state), [id, onState, upload.state])
  const name = file.name
  return (
    <HStack gap="3" align="start">
      <Stack flex="1" minW="0">
        <UploadProgress
          state={upload.state}
          fileName={name}
          onResume={() => void upload.resume()}
        />
        {upload.state.status === 'checking' ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Checking {name}…</Trans>
          </Text>
        ) : null}
      </Stack>
      <Button size="xs" variant="ghost" aria-label={t`Remove ${name}`} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </HStack>
  )
}
