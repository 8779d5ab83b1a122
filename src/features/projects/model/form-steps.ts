import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  FORM_STEPS,
  resumeStep,
  stepReachable,
  type TFormStep,
  type TProject,
  type TStepInput,
} from '../../../../contract/projects.ts'

export const STEP_LABELS: Record<TFormStep, MessageDescriptor> = {
  basic: msg`Basic details`,
  location: msg`Location`,
  legal: msg`Legal & registration`,
  contact: msg`Contact & social`,
  publish: msg`Publish`,
}

const isStep = (value: unknown): value is TFormStep =>
  typeof value === 'string' && (FORM_STEPS as readonly string[]).includes(value)

/**
 * The step to open: the one asked for when the project has reached it, else where the user
 * stopped (the step after the last saved). A new project starts at the first.
 */
export function stepToOpen(project: TProject | null, asked: unknown): TFormStep {
  const stage = project?.projectFormStage ?? null
  if (isStep(asked) && stepReachable(stage, asked)) return asked
  return stage === null ? 'basic' : resumeStep(stage)
}

export type TStepState = 'done' | 'current' | 'todo'

/** Each step for the progress indicator: saved, open, or still to do, and whether it opens. */
export function stepStates(project: TProject | null, current: TFormStep) {
  const stage = project?.projectFormStage ?? null
  const saved = stage === null ? -1 : FORM_STEPS.indexOf(stage)
  return FORM_STEPS.map((step, index) => ({
    step,
    number: index + 1,
    state: (step === current ? 'current' : index <= saved ? 'done' : 'todo') as TStepState,
    reachable: stepReachable(stage, step),
  }))
}

export const nextStep = (step: TFormStep): TFormStep | null =>
  FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? null
export const previousStep = (step: TFormStep): TFormStep | null =>
  FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? null

/** A field of the server's 400 (`values.socialLinks.x`) as the step's form names it. */
export const formFieldOf = (field: string) => field.replace(/^values\./, '')

/** What a draft's card says: how many steps are saved. */
export const savedSteps = (stage: TFormStep) => FORM_STEPS.indexOf(stage) + 1

/** Each step's form, filled from the project as stored (empty for what was never saved). */
export function stepDefaults(project: TProject | null) {
  const p = project
  const text = (value: string | null | undefined) => value ?? ''
  return {
    basic: {
      projectName: text(p?.projectName),
      projectStatus: text(p?.projectStatus),
      startDate: text(p?.startDate),
      completionDate: text(p?.completionDate),
      logo: p?.logo ?? null,
    },
    location: {
      // Numbers not yet given stay empty in their inputs; the resolver says they are needed.
      latitude: (p?.location.latitude ?? undefined) as number,
      longitude: (p?.location.longitude ?? undefined) as number,
      siteAddress: text(p?.location.siteAddress),
      pincode: text(p?.location.pincode),
      state: text(p?.location.state) as TStepInput<'location'>['state'],
      city: text(p?.location.city),
      registeredOfficeAddress: text(p?.registeredOfficeAddress),
    },
    legal: {
      reraNo: text(p?.reraNo),
      reraLink: text(p?.reraLink),
      reraQr: p?.reraQr ?? null,
      company: text(p?.company),
      gstNumber: text(p?.gstNumber),
      cinNumber: text(p?.cinNumber),
      ctsNumbers: p?.ctsNumbers ?? [],
    },
    contact: {
      website: text(p?.website),
      email: text(p?.email),
      contactNo: text(p?.contactNo),
      alternateContactNo: text(p?.alternateContactNo),
      socialLinks: {
        instagram: text(p?.socialLinks.instagram),
        facebook: text(p?.socialLinks.facebook),
        x: text(p?.socialLinks.x),
        youtube: text(p?.socialLinks.youtube),
      },
    },
    publish: {
      projectPublishStatus:
        p?.projectPublishStatus === 'unpublished'
          ? ('unpublished' as const)
          : ('published' as const),
      projectPublishChangeReason: '',
    },
  } satisfies { [S in TFormStep]: TStepInput<S> }
}

type TCan = (scope: 'DXP_ADD_PROJECT' | 'DXP_PROJECT_ATTRIBUTES', projectId?: string) => boolean

/**
 * Who may open the form on a project, as the server judges it: a draft is finished by whoever
 * may add projects; a finished project changes with its attributes scope.
 */
export function canEditProject(
  can: TCan,
  project: { _id: string; projectPublishStatus: TProject['projectPublishStatus'] },
): boolean {
  if (can('DXP_PROJECT_ATTRIBUTES', project._id)) return true
  return project.projectPublishStatus === 'draft' && can('DXP_ADD_PROJECT', project._id)
}
