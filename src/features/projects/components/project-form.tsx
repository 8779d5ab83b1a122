import {
  Alert,
  Button,
  Heading,
  HStack,
  List,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import type { z } from 'zod'
import {
  FORM_STEPS,
  PROJECT_MESSAGES,
  STEP_SCHEMAS,
  publishStepFor,
  type TFormStep,
  type TProject,
  type TProjectStepUpdate,
} from '../../../../contract/projects.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { HttpError } from '../../../lib/http.ts'
import { validationText } from '../../../lib/messages.ts'
import {
  createProject,
  projectKeys,
  saveProjectStep,
  statesQueryOptions,
  statusesQueryOptions,
} from '../api/project-api.ts'
import { projectsQueryKey } from '../api/list-projects.ts'
import {
  STEP_LABELS,
  formFieldOf,
  nextStep,
  previousStep,
  stepDefaults,
  stepStates,
} from '../model/form-steps.ts'
import {
  ImageField,
  LinesField,
  MobileField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from './project-form-fields.tsx'
import { problemText } from '../../../lib/problem-text.ts'

export interface ProjectFormProps {
  slug: string
  /** The project being edited or resumed; null while adding one. */
  project: TProject | null
  step: TFormStep
  /** Whether the device can reach the server: saving needs it. */
  online: boolean
  /** Another step was chosen in the progress indicator. */
  onOpenStep: (step: TFormStep) => void
  /** A step was saved: `next` is the step to open, null when the form is done. */
  onSaved: (project: TProject, next: TFormStep | null) => void
}

/** The stepped form: where the user is, and the open step's fields, saved on their own. */
export function ProjectForm(props: ProjectFormProps) {
  const { t, i18n } = useLingui()
  const { project, step, online } = props
  const index = FORM_STEPS.indexOf(step) + 1
  const total = FORM_STEPS.length
  return (
    <Stack gap="5">
      <StepProgress {...props} />
      <Heading as="h2" size="lg" id="project-step-title">
        {t`Step ${index} of ${total}`}: {i18n._(STEP_LABELS[step])}
      </Heading>
      {!online ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{validationText(PROJECT_MESSAGES.offline, i18n)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {/* A step's form is made anew for each step and project: its defaults are the stored values. */}
      <StepForm key={`${project?._id ?? 'new'}:${step}`} {...props} />
    </Stack>
  )
}

function StepProgress({ project, step, onOpenStep }: ProjectFormProps) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Form steps`}>
      <List.Root
        as="ol"
        display="flex"
        flexDirection="row"
        flexWrap="wrap"
        gap="2"
        listStyle="none"
        ps="0"
      >
        {stepStates(project, step).map((s) => (
          <List.Item key={s.step}>
            <Button
              size="sm"
              variant={s.state === 'current' ? 'solid' : s.state === 'done' ? 'subtle' : 'outline'}
              disabled={!s.reachable}
              aria-current={s.state === 'current' ? 'step' : undefined}
              onClick={() => onOpenStep(s.step)}
            >
              {s.state === 'done' ? '✓ ' : `${s.number}. `}
              {i18n._(STEP_LABELS[s.step])}
              {s.state === 'done' ? <Text srOnly>{t`(saved)`}</Text> : null}
            </Button>
          </List.Item>
        ))}
      </List.Root>
    </nav>
  )
}

const SCHEMA_OF = (step: TFormStep, project: TProject | null) =>
  step === 'publish' ? publishStepFor(project?.projectPublishStatus ?? 'draft') : STEP_SCHEMAS[step]

function StepForm({ slug, project, step, online, onOpenStep, onSaved }: ProjectFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const schema = SCHEMA_OF(step, project) as z.ZodType<FieldValues, FieldValues>
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: stepDefaults(project)[step],
    mode: 'onTouched',
  })
  const { isSubmitting, errors } = form.formState
  const back = previousStep(step)

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = project
        ? await saveProjectStep(slug, project._id, { step, values } as TProjectStepUpdate)
        : await createProject(slug, values as z.infer<typeof STEP_SCHEMAS.basic>)
      queryClient.setQueryData(projectKeys.details(slug, saved._id), saved)
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey(slug) })
      onSaved(saved, nextStep(step))
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields) {
        form.setError(formFieldOf(field) as Path<FieldValues>, { type: 'server', message })
      }
      if (fields.length === 0) form.setError('root.server', { message: problemText(error, i18n) })
    }
  })

  return (
    <FormProvider {...form}>
      <Stack asChild gap="5">
        <form noValidate aria-labelledby="project-step-title" onSubmit={(e) => void submit(e)}>
          <StepFields step={step} slug={slug} project={project} />
          {errors.root?.server?.message ? (
            <Text color="fg.error" role="alert">
              {errors.root.server.message}
            </Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!online}>
              {step === 'publish' ? t`Save and finish` : t`Save and continue`}
            </Button>
            {back ? (
              <Button variant="outline" onClick={() => onOpenStep(back)}>
                <Trans>Previous step</Trans>
              </Button>
            ) : null}
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  )
}

function Columns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  )
}

function StepFields({
  step,
  slug,
  project,
}: {
  step: TFormStep
  slug: string
  project: TProject | null
}) {
  const { t } = useLingui()
  const statuses = useQuery(statusesQueryOptions(slug))
  const states = useQuery(statesQueryOptions(slug))
  switch (step) {
    case 'basic':
      return (
        <Columns>
          <TextField name="projectName" label={<Trans>Project name</Trans>} required />
          <SelectField
            name="projectStatus"
            label={<Trans>Project status</Trans>}
            required
            options={statuses.data?.items ?? []}
            placeholder={t`Choose a status`}
          />
          <TextField name="startDate" type="date" label={<Trans>Start date</Trans>} required />
          <TextField
            name="completionDate"
            type="date"
            label={<Trans>Completion date</Trans>}
            required
          />
          <ImageField
            name="logo"
            kind="logo"
            slug={slug}
            shownUrl={project?.logoUrl ?? null}
            label={<Trans>Logo (JPG or PNG, up to 1 MB)</Trans>}
          />
        </Columns>
      )
    case 'location':
      return (
        <Columns>
          <NumberField name="latitude" label={<Trans>Latitude</Trans>} required />
          <NumberField name="longitude" label={<Trans>Longitude</Trans>} required />
          <TextAreaField name="siteAddress" label={<Trans>Site address</Trans>} required />
          <TextAreaField
            name="registeredOfficeAddress"
            label={<Trans>Registered office address</Trans>}
            required
          />
          <TextField name="city" label={<Trans>City</Trans>} required />
          <SelectField
            name="state"
            label={<Trans>State</Trans>}
            required
            options={states.data?.items ?? []}
            placeholder={t`Choose a state`}
          />
          <TextField
            name="pincode"
            inputMode="numeric"
            label={<Trans>Pincode</Trans>}
            required
            autoComplete="postal-code"
          />
        </Columns>
      )
    case 'legal':
      return (
        <Columns>
          <TextField name="reraNo" label={<Trans>RERA number</Trans>} required />
          <TextField name="reraLink" type="url" inputMode="url" label={<Trans>RERA link</Trans>} />
          <TextField name="company" label={<Trans>Company</Trans>} required />
          <TextField name="gstNumber" label={<Trans>GSTIN</Trans>} required />
          <TextField name="cinNumber" label={<Trans>CIN</Trans>} required />
          <LinesField
            name="ctsNumbers"
            label={<Trans>CTS numbers</Trans>}
            helper={<Trans>One a line</Trans>}
          />
          <ImageField
            name="reraQr"
            kind="reraQr"
            slug={slug}
            shownUrl={project?.reraQrUrl ?? null}
            label={<Trans>RERA QR code (JPG or PNG, up to 5 MB)</Trans>}
          />
        </Columns>
      )
    case 'contact':
      return (
        <Columns>
          <TextField name="website" type="url" inputMode="url" label={<Trans>Website</Trans>} />
          <TextField name="email" type="email" label={<Trans>Email</Trans>} required />
          <MobileField name="contactNo" label={<Trans>Contact number</Trans>} required />
          <MobileField name="alternateContactNo" label={<Trans>Alternate contact number</Trans>} />
          <TextField name="socialLinks.instagram" type="url" label={<Trans>Instagram</Trans>} />
          <TextField name="socialLinks.facebook" type="url" label={<Trans>Facebook</Trans>} />
          <TextField name="socialLinks.x" type="url" label={<Trans>X</Trans>} />
          <TextField name="socialLinks.youtube" type="url" label={<Trans>YouTube</Trans>} />
        </Columns>
      )
    case 'publish':
      return <PublishFields />
  }
}

function PublishFields() {
  const { control, formState } = useFormContext()
  return (
    <Stack gap="4" maxW="40rem">
      <Controller
        control={control}
        name="projectPublishStatus"
        render={({ field }) => (
          <FormField label={<Trans>Publish status</Trans>} error={undefined} required>
            <RadioGroup.Root
              name={field.name}
              value={field.value as string}
              onValueChange={(d) => field.onChange(d.value)}
            >
              <HStack gap="6" wrap="wrap">
                <RadioGroup.Item value="published">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>Published</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="unpublished">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>Unpublished</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              </HStack>
            </RadioGroup.Root>
          </FormField>
        )}
      />
      <TextAreaField
        name="projectPublishChangeReason"
        label={<Trans>Reason for the change</Trans>}
        helper={
          formState.errors.projectPublishChangeReason ? undefined : (
            <Trans>Needed when unpublishing, or changing a finished project’s status.</Trans>
          )
        }
      />
    </Stack>
  )
}
