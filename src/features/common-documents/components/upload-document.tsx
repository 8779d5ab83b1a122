import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { ZDocumentName } from '../../../../contract/common-documents.ts'
import { POST_SALES_FILE_MESSAGES } from '../../../../contract/post-sales-files.ts'
import { acceptAttribute } from '../../../../contract/validators.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { HttpError } from '../../../lib/http.ts'
import { usePartUpload } from '../../../lib/part-upload.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { documentChanges, useDocumentChange } from '../api/common-documents-api.ts'

const ZName = z.object({ documentName: ZDocumentName })

export interface UploadDocumentProps {
  slug: string
  projectId: string
  onDone: () => void
}

/**
 * A new common document: its name and its PDF, which starts uploading as soon as it is chosen
 * (checked by its bytes on the device, then by the server when its parts are joined); saved once
 * uploaded.
 */
export function UploadDocument({ slug, projectId, onDone }: UploadDocumentProps) {
  const { t, i18n } = useLingui()
  const form = useForm<{ documentName: string }>({
    resolver: zodResolver(ZName),
    defaultValues: { documentName: '' },
  })
  const upload = usePartUpload(slug, projectId, 'commonDocument')
  const [fileName, setFileName] = useState('')
  const [fileMissing, setFileMissing] = useState(false)
  const create = useDocumentChange(slug, projectId, documentChanges(slug, projectId).create)
  const { errors } = form.formState

  const save = form.handleSubmit((values) => {
    if (upload.state.status !== 'done') {
      setFileMissing(true)
      return
    }
    create.mutate(
      { uploadId: upload.state.file.uploadId, documentName: values.documentName },
      {
        onSuccess: (document) => {
          const name = document.documentName
          toaster.success({ title: t`Document ${name} saved` })
          onDone()
        },
        onError: (error) => {
          const field = error instanceof HttpError ? error.fields?.[0] : undefined
          if (field?.field === 'documentName') form.setError('documentName', field)
          else toaster.error({ title: problemText(error, i18n) })
        },
      },
    )
  })

  return (
    <Stack asChild gap="3" borderWidth="1px" borderColor="app.border" borderRadius="l3" p="4">
      <form onSubmit={(e) => void save(e)} noValidate aria-label={t`Upload a document`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={<Trans>Document name</Trans>} error={errors.documentName} required>
            <Input autoComplete="off" maxLength={100} {...form.register('documentName')} />
          </FormField>
          <FormField
            label={<Trans>PDF file</Trans>}
            error={fileMissing ? { message: POST_SALES_FILE_MESSAGES.notReady } : undefined}
            helper={<Trans>PDF, up to 50 MB</Trans>}
            required
          >
            <Input
              type="file"
              accept={acceptAttribute(['pdf'])}
              p="1"
              onChange={(e) => {
                const file = e.target.files?.[0]
                setFileMissing(false)
                if (!file) return upload.reset()
                setFileName(file.name)
                void upload.upload(file)
              }}
            />
          </FormField>
        </SimpleGrid>
        <UploadProgress
          state={upload.state}
          fileName={fileName}
          onResume={() => void upload.resume()}
        />
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            <Trans>Save document</Trans>
          </Button>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
