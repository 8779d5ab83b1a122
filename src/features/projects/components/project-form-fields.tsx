import { Box, Button, HStack, Image, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Controller, get, useFormContext } from 'react-hook-form'
import {
  PROJECT_MESSAGES,
  imageLimit,
  type TProjectImageKind,
} from '../../../../contract/projects.ts'
import { SNIFF_BYTES, checkUpload } from '../../../../contract/validators.ts'
import { FormField, type TProblem } from '../../../components/ui/form-field.tsx'
import { uploadProjectImage } from '../api/project-api.ts'

/*
 * The step forms' fields: each reads the form from its context, so a step is its fields'
 * names and labels. A problem (the resolver's or the server's) shows under its field.
 */

interface FieldProps {
  name: string
  label: ReactNode
  required?: boolean
  helper?: ReactNode
}

function useProblem(name: string): TProblem | undefined {
  const { formState } = useFormContext()
  const error = get(formState.errors, name) as TProblem | TProblem[] | undefined
  // A list's problems (ctsNumbers.0, .1...) show under the list.
  if (Array.isArray(error)) return error.find((e) => e?.message)
  return error
}

export function TextField({
  name,
  label,
  required,
  helper,
  type = 'text',
  inputMode,
  autoComplete,
}: FieldProps & {
  type?: 'text' | 'date' | 'email' | 'url'
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url'
  autoComplete?: string
}) {
  const { register } = useFormContext()
  return (
    <FormField label={label} error={useProblem(name)} required={required} helper={helper}>
      <Input type={type} inputMode={inputMode} autoComplete={autoComplete} {...register(name)} />
    </FormField>
  )
}

/** A number typed as text; empty means not given, anything else is judged by the schema. */
export function NumberField({ name, label, required, helper }: FieldProps) {
  const { register } = useFormContext()
  return (
    <FormField label={label} error={useProblem(name)} required={required} helper={helper}>
      <Input
        inputMode="decimal"
        {...register(name, {
          setValueAs: (v: unknown) =>
            v === '' || v === undefined || v === null ? undefined : Number(v),
        })}
      />
    </FormField>
  )
}

export function TextAreaField({ name, label, required, helper }: FieldProps) {
  const { register } = useFormContext()
  return (
    <FormField label={label} error={useProblem(name)} required={required} helper={helper}>
      <Textarea rows={3} {...register(name)} />
    </FormField>
  )
}

export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
}: FieldProps & { options: readonly string[]; placeholder: string }) {
  const { register } = useFormContext()
  return (
    <FormField label={label} error={useProblem(name)} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

/** An Indian mobile number: +91 is fixed, ten digits are typed. */
export function MobileField({ name, label, required }: FieldProps) {
  const { register } = useFormContext()
  return (
    <FormField label={label} error={useProblem(name)} required={required}>
      <HStack gap="2" w="full">
        <Text aria-hidden="true" color="fg.muted">
          +91
        </Text>
        <Input inputMode="numeric" autoComplete="tel-national" maxLength={10} {...register(name)} />
      </HStack>
    </FormField>
  )
}

/** A list typed one item a line (CTS numbers). */
export function LinesField({ name, label, helper }: FieldProps) {
  const { control } = useFormContext()
  const error = useProblem(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error} helper={helper}>
          <Textarea
            rows={3}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={((field.value as string[] | undefined) ?? []).join('\n')}
            onChange={(e) =>
              field.onChange(
                e.target.value
                  .split('\n')
                  .map((line, i, all) => (i === all.length - 1 ? line : line.trim()))
                  .filter((line, i, all) => line !== '' || i === all.length - 1),
              )
            }
          />
        </FormField>
      )}
    />
  )
}

/**
 * An image (logo, RERA QR): judged by its first bytes on the device (JPG or PNG, within its
 * kind's size), uploaded to its pre-signed address, and its key kept in the form. The server
 * judges it again when the step is saved.
 */
export function ImageField({
  name,
  label,
  kind,
  slug,
  shownUrl,
}: FieldProps & { kind: TProjectImageKind; slug: string; shownUrl: string | null }) {
  const { t } = useLingui()
  const { control, setError, clearErrors } = useFormContext()
  const error = useProblem(name)
  const [progress, setProgress] = useState<number | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const pick = async (file: File | undefined) => {
          if (!file) return
          clearErrors(name)
          const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
          const check = checkUpload(
            { bytes, size: file.size, declaredName: file.name },
            ['jpeg', 'png'],
            imageLimit(kind),
          )
          if (!check.ok) {
            const message =
              check.error === 'too-large' && kind === 'logo'
                ? PROJECT_MESSAGES.imageTooLarge
                : check.error === 'unsupported-format'
                  ? PROJECT_MESSAGES.imageFormat
                  : check.message
            setError(name, { message })
            return
          }
          setProgress(0)
          try {
            const key = await uploadProjectImage(
              slug,
              kind,
              file,
              check.mimeType as 'image/jpeg' | 'image/png',
              setProgress,
            )
            setPreview(URL.createObjectURL(file))
            field.onChange(key)
          } catch {
            setError(name, { message: PROJECT_MESSAGES.imageNotUploaded })
          } finally {
            setProgress(null)
          }
        }
        const src = field.value ? (preview ?? shownUrl) : null
        const percent = Math.round((progress ?? 0) * 100)
        return (
          <FormField label={label} error={error}>
            <HStack gap="3" align="center" wrap="wrap">
              {src ? (
                <Image src={src} alt={t`Chosen image`} boxSize="16" objectFit="contain" />
              ) : null}
              <Box flex="1" minW="12rem">
                <Input
                  type="file"
                  accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                  p="1"
                  onChange={(e) => void pick(e.target.files?.[0])}
                />
              </Box>
              {field.value ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setPreview(null)
                    field.onChange(null)
                  }}
                >
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </HStack>
            {progress !== null ? (
              <Text role="status" textStyle="sm" color="fg.muted">
                <Trans>Uploading… {percent}%</Trans>
              </Text>
            ) : null}
          </FormField>
        )
      }}
    />
  )
}
