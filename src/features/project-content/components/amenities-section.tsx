import { Box, Button, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, type FieldPath } from 'react-hook-form'
import {
  CONTENT_LIMITS,
  ZAmenityCreate,
  type TAmenity,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { contentChanges, useContentChange } from '../api/content-api.ts'
import { fileHref } from '../../../lib/upload.ts'
import { DeleteButton } from './file-card.tsx'

export interface AmenitiesSectionProps {
  slug: string
  projectId: string
  content: TProjectContent
  canEdit: boolean
  onDelete: (amenity: TAmenity) => void
}

/** The project's own amenities (at most 50), each with an AI picture made up to 3 times. */
export function AmenitiesSection({
  slug,
  projectId,
  content,
  canEdit,
  onDelete,
}: AmenitiesSectionProps) {
  const { t, i18n } = useLingui()
  const changes = contentChanges(slug, projectId)
  const add = useContentChange(slug, projectId, changes.addAmenity)
  const draw = useContentChange(slug, projectId, changes.generateAmenityImage)
  const form = useForm<{ name: string }>({
    resolver: zodResolver(ZAmenityCreate),
    defaultValues: { name: '' },
  })
  const full = content.amenities.length >= CONTENT_LIMITS.amenities
  const tries = CONTENT_LIMITS.amenityImageGenerations

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name)
      form.reset()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const f of fields)
        form.setError(f.field as FieldPath<{ name: string }>, { message: f.message })
      if (fields.length === 0) toaster.error({ title: problemText(error, i18n) })
    }
  })
  const generate = (amenity: TAmenity) => {
    const name = amenity.name
    draw.mutate(amenity._id, {
      onSuccess: () => toaster.success({ title: t`New picture of ${name}` }),
      onError: (error) => toaster.error({ title: problemText(error, i18n) }),
    })
  }

  return (
    <Stack gap="4">
      {content.amenities.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No amenities yet.</Trans>
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3">
          {content.amenities.map((a) => {
            const name = a.name
            const made = a.generations
            const left = tries - made
            return (
              <Stack
                as="li"
                key={a._id}
                gap="2"
                borderWidth="1px"
                borderColor="app.border"
                borderRadius="l2"
                p="2"
                minW="0"
              >
                {a.imageUrl ? (
                  <Image
                    src={fileHref(a.imageUrl)}
                    alt={t`${name}, picture`}
                    aspectRatio={16 / 10}
                    objectFit="cover"
                    borderRadius="l1"
                    loading="lazy"
                  />
                ) : (
                  <Box aspectRatio={16 / 10} bg="bg.muted" borderRadius="l1" />
                )}
                <Text fontWeight="medium" wordBreak="break-word">
                  {name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {left > 0 ? (
                    <Trans>
                      AI pictures left: {left} of {tries}
                    </Trans>
                  ) : (
                    <Trans>Limit reached: {tries} AI pictures made</Trans>
                  )}
                </Text>
                {canEdit ? (
                  <HStack gap="1" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={left <= 0}
                      loading={draw.isPending && draw.variables === a._id}
                      onClick={() => generate(a)}
                    >
                      {made === 0 ? <Trans>Make AI picture</Trans> : <Trans>Make another</Trans>}
                    </Button>
                    <DeleteButton
                      label={t`Delete ${name}`}
                      disabled={false}
                      onClick={() => onDelete(a)}
                    />
                  </HStack>
                ) : null}
              </Stack>
            )
          })}
        </SimpleGrid>
      )}
      {canEdit ? (
        <HStack asChild gap="3" align="end" wrap="wrap">
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Add an amenity`}>
            <Box flex="1" minW="12rem">
              <FormField label={<Trans>Amenity</Trans>} error={form.formState.errors.name} required>
                <Input autoComplete="off" {...form.register('name')} />
              </FormField>
            </Box>
            <Button type="submit" colorPalette="brand" disabled={full} loading={add.isPending}>
              <Trans>Add amenity</Trans>
            </Button>
          </form>
        </HStack>
      ) : null}
    </Stack>
  )
}
