import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import {
  SEND_REPORT_MAX_EMAILS,
  type TReportFileQuery,
  type TSendReport,
} from '../../../../contract/reports.ts'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import { reportKeys, sendReport } from '../api/reports-api.ts'
import {
  EMPTY_SEND_REPORT,
  sendReportCheck,
  type TSendReportValues,
} from '../model/send-report-form.ts'

export interface SendReportFormProps {
  slug: string
  file: TReportFileQuery
}

/** E-mails the screen's report file to up to ten addresses (decision 0022's form rules). */
export function SendReportForm({ slug, file }: SendReportFormProps) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const resolver = useMemo(() => checkResolver(sendReportCheck(file)), [file])
  const form = useForm<TSendReportValues, unknown, TSendReport>({
    defaultValues: EMPTY_SEND_REPORT,
    resolver,
  })
  const emails = useFieldArray({ control: form.control, name: 'emails' })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (body) => {
    try {
      await sendReport(slug, body)
      toaster.success({ title: t`The report is on its way` })
      form.reset(EMPTY_SEND_REPORT)
      void client.invalidateQueries({ queryKey: reportKeys.part(slug, 'log') })
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields) {
        const at = /^emails\.(\d+)/.exec(field)
        form.setError(`emails.${Number(at?.[1] ?? 0)}.address`, { message })
      }
      if (fields.length === 0) form.setError('root.server', { message: userMessage(error, i18n) })
    }
  })

  return (
    <Stack asChild gap="3" maxW="32rem">
      <form noValidate onSubmit={(e) => void submit(e)}>
        {emails.fields.map((item, index) => {
          const number = index + 1
          return (
            <HStack key={item.id} align="end" gap="2">
              <FormField
                label={<Trans>Email address {number}</Trans>}
                error={errors.emails?.[index]?.address}
                required={index === 0}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  {...form.register(`emails.${index}.address`)}
                />
              </FormField>
              {emails.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  aria-label={t`Remove email address ${number}`}
                  onClick={() => emails.remove(index)}
                >
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </HStack>
          )
        })}
        {errors.root?.server?.message ? (
          <Text color="fg.error" role="alert">
            {errors.root.server.message}
          </Text>
        ) : errors.root?.message ? (
          <Text color="fg.error" role="alert">
            {i18n._(problemMessage(errors.root.message))}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            disabled={emails.fields.length >= SEND_REPORT_MAX_EMAILS}
            onClick={() => emails.append({ address: '' })}
          >
            <Trans>Add address</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            <Trans>Send report</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
