import { describe, expect, it } from 'vitest'
import {
  PROJECT_MESSAGES,
  STEP_SCHEMAS,
  publishStepFor,
  stageAfter,
  type TFormStep,
  type TProject,
} from '../../../../contract/projects.ts'
import { formFieldOf, stepDefaults, stepStates, stepToOpen } from './form-steps.ts'

const at = (stage: TFormStep) => ({ projectFormStage: stage }) as TProject

describe('the step to open', () => {
  it('starts a new project at the first step', () => {
    expect(stepToOpen(null, undefined)).toBe('basic')
    expect(stepToOpen(null, 'legal')).toBe('basic')
  })

  it('resumes after the last saved step, and opens an asked step only once reached', () => {
    expect(stepToOpen(at('location'), undefined)).toBe('legal')
    expect(stepToOpen(at('location'), 'basic')).toBe('basic')
    expect(stepToOpen(at('location'), 'contact')).toBe('legal')
    expect(stepToOpen(at('location'), 'nonsense')).toBe('legal')
    expect(stepToOpen(at('publish'), undefined)).toBe('publish')
  })
})

describe('the progress indicator', () => {
  it('marks saved steps done, the open one current, and later ones closed', () => {
    const states = stepStates(at('location'), 'legal')
    expect(states.map((s) => [s.step, s.state, s.reachable])).toEqual([
      ['basic', 'done', true],
      ['location', 'done', true],
      ['legal', 'current', true],
      ['contact', 'todo', false],
      ['publish', 'todo', false],
    ])
  })

  it('never lowers the stage when an earlier step is saved again', () => {
    expect(stageAfter('legal', 'basic')).toBe('legal')
    expect(stageAfter('legal', 'contact')).toBe('contact')
    expect(stageAfter(null, 'basic')).toBe('basic')
  })
})

describe('the step forms', () => {
  it('start empty for a new project and are refused with the field named', () => {
    const empty = stepDefaults(null)
    const basic = STEP_SCHEMAS.basic.safeParse(empty.basic)
    expect(basic.success).toBe(false)
    expect(basic.error?.issues.map((i) => i.path.join('.'))).toContain('projectName')
    const legal = STEP_SCHEMAS.legal.safeParse({ ...empty.legal, gstNumber: '27AAPFU0939F1ZW' })
    expect(legal.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['gstNumber'], message: PROJECT_MESSAGES.invalidGstin }),
    )
  })

  it('upper-case codes typed in any case', () => {
    const legal = STEP_SCHEMAS.legal.parse({
      reraNo: 'p52100012345',
      reraLink: '',
      reraQr: null,
      company: 'Riverside Realty Pvt Ltd',
      gstNumber: '27aapfu0939f1zv',
      cinNumber: 'u45200mh2019ptc123456',
      ctsNumbers: [],
    })
    expect([legal.reraNo, legal.gstNumber, legal.cinNumber]).toEqual([
      'P52100012345',
      '27AAPFU0939F1ZV',
      'U45200MH2019PTC123456',
    ])
  })

  it('ask for a reason when a published project is unpublished', () => {
    const off = { projectPublishStatus: 'unpublished', projectPublishChangeReason: '' } as const
    expect(publishStepFor('published').safeParse(off).error?.issues[0]?.message).toBe(
      PROJECT_MESSAGES.reasonRequired,
    )
    const on = { projectPublishStatus: 'published', projectPublishChangeReason: '' } as const
    expect(publishStepFor('draft').safeParse(on).success).toBe(true)
  })

  it('put a server field on the step form’s own name', () => {
    expect(formFieldOf('values.socialLinks.x')).toBe('socialLinks.x')
    expect(formFieldOf('values.gstNumber')).toBe('gstNumber')
  })
})
