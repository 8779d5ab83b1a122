import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import {
  CONTENT_FILE_FORMS,
  DOCUMENT_TYPES,
  contentFileForm,
  unitPlanLabel,
  type TContentFileCreate,
  type TContentKind,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { FormField, type TProblem } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { contentChanges, uploadContentFile, useContentChange } from '../api/content-api.ts'
import { checkContentFile } from '../model/check-file.ts'
import { useDocumentTypeName } from './names.ts'

interface TValues {
  labelName?: string
  unitId?: string
  documentType?: string
}

export interface UploadFormProps {
  slug: string
  projectId: string
  kind: TContentKind
  units: TProjectContent['units']
  /** The button's words: "Upload creative", "Upload the brochure PDF" … */
  submitLabel: string
  disabled: boolean
}

/**
 * Uploads one file of a kind: what the kind asks (a label, the unit, the document's type),
 * the file judged on the device by its bytes and size, its progress, then the server's check.
 */
export function UploadForm({
  slug,
  projectId,
  kind,
  units,
  submitLabel,
  disabled,
}: UploadFormProps) {
  const { t, i18n } = useLingui()
  const documentTypeName = useDocumentTypeName()
  const shape = contentFileForm(kind)
  const form = useForm<TValues>({
    resolver: zodResolver(CONTENT_FILE_FORMS[shape]) as never,
    defaultValues: { labelName: '', unitId: '', documentType: '' },
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<TProblem | undefined>()
  const [progress, setProgress] = useState<number | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const add = useContentChange(slug, projectId, contentChanges(slug, projectId).addFile)
  const { errors } = form.formState
  const accept =
    kind === 'document' || kind === 'brochure'
      ? 'application/pdf,.pdf'
      : 'image/jpeg,image/png,.jpg,.jpeg,.png'
  const fileId = `upload-${kind}`

  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError({ message: VALIDATION_MESSAGES.required })
      return
    }
    const check = await checkContentFile(kind, file)
    if (!check.ok) {
      setFileError({ message: check.message })
      return
    }
    setProgress(0)
    try {
      const key = await uploadContentFile(slug, projectId, kind, file, check.mimeType, setProgress)
      await add.mutateAsync({ ...values, kind, key } as TContentFileCreate)
      const fileName = file.name
      toaster.success({ title: t`Uploaded ${fileName}` })
      form.reset()
      setFile(null)
      setInputKey((k) => k + 1)
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields) {
        if (field === 'key' || field === 'fileSize' || field === 'mimeType')
          setFileError({ message })
        else form.setError(field as FieldPath<TValues>, { message })
      }
      if (fields.length === 0) toaster.error({ title: problemText(error, i18n) })
    } finally {
      setProgress(null)
    }
  })
  const percent = Math.round((progress ?? 0) * 100)
  const busy = progress !== null || add.isPending

  return (
    <Stack asChild gap="3">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={submitLabel}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {shape === 'named' || shape === 'document' ? (
            <FormField label={<Trans>Name</Trans>} error={errors.labelName} required>
              <Input autoComplete="off" {...form.register('labelName')} />
            </FormField>
          ) : null}
          {shape === 'unitPlan' ? (
            <FormField label={<Trans>Unit</Trans>} error={errors.unitId} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('unitId')}>
                  <option value="">{t`Choose a unit`}</option>
                  {units.map((u) => (
                    <option key={u._id} value={u._id}>
                      {`${unitPlanLabel(u.name, u.carpetAreaSqFt)} · ${u.unitType}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : null}
          {shape === 'document' ? (
            <FormField label={<Trans>Kind of document</Trans>} error={errors.documentType} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('documentType')}>
                  <option value="">{t`Choose a kind`}</option>
                  {DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {documentTypeName(type)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : null}
          <FormField
            label={<Trans>File</Trans>}
            error={fileError}
            required
            id={fileId}
            helper={
              kind === 'document' || kind === 'brochure' ? (
                <Trans>PDF, up to 50 MB</Trans>
              ) : (
                <Trans>JPG or PNG, up to 5 MB</Trans>
              )
            }
          >
            <Input
              key={inputKey}
              type="file"
              accept={accept}
              p="1"
              onChange={(e) => {
                setFileError(undefined)
                setFile(e.target.files?.[0] ?? null)
              }}
            />
          </FormField>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={disabled} loading={busy}>
            {submitLabel}
          </Button>
          {progress !== null ? (
            <Text role="status" textStyle="sm" color="fg.muted">
              <Trans>Uploading… {percent}%</Trans>
            </Text>
          ) : null}
        </HStack>
      </form>
    </Stack>
  )
}
