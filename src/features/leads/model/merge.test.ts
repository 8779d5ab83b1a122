import { describe, expect, it } from 'vitest'
import type { TLeadUpdate } from '../../../../contract/leads.ts'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import {
  applyLeadDiff,
  conflictFields,
  defaultChoices,
  diffPaths,
  keptDiff,
  resolveConflict,
  valueAtPath,
} from './merge.ts'

const body: TLeadUpdate = {
  version: 3,
  profile: { fullName: 'Rahul K Sharma', email: 'rahul@example.in' },
  propertyInterest: { budgetRange: { min: 5_000_000, max: 9_000_000 } },
  background: { fundingIsLoaned: false },
  leadStatus: 'Qualified',
}

const current = sampleLead({
  version: 5,
  leadStatus: 'Site Visit',
  profile: { ...sampleLead().profile, fullName: 'Rahul Sharma', email: 'rXXXXXXXXXXa@gmail.com' },
})

describe('diffPaths', () => {
  it('lists group fields as flat paths and top-level fields as they are, never the version', () => {
    expect(diffPaths(body)).toEqual([
      'profile.fullName',
      'profile.email',
      'propertyInterest.budgetRange',
      'background.fundingIsLoaned',
      'leadStatus',
    ])
  })

  it('keeps a field set to null (a cleared value is a change) and skips undefined', () => {
    expect(diffPaths({ version: 1, profile: { currentLocation: null, age: undefined } })).toEqual([
      'profile.currentLocation',
    ])
  })

  it('is empty for an empty edit', () => {
    expect(diffPaths({ version: 2 })).toEqual([])
    expect(diffPaths({ version: 2, profile: {} })).toEqual([])
  })
})

describe('valueAtPath', () => {
  it.each([
    ['profile.fullName', 'Rahul K Sharma'],
    ['propertyInterest.budgetRange', { min: 5_000_000, max: 9_000_000 }],
    ['leadStatus', 'Qualified'],
    ['background.occupation', undefined],
    ['labels.0', undefined],
  ])('%s', (path, value) => {
    expect(valueAtPath(body, path)).toEqual(value)
  })
})

describe('conflictFields', () => {
  it('puts each changed field beside the server value', () => {
    const fields = conflictFields(body, current)
    expect(fields.map((f) => [f.path, f.mine, f.server])).toEqual([
      ['profile.fullName', 'Rahul K Sharma', 'Rahul Sharma'],
      ['profile.email', 'rahul@example.in', 'rXXXXXXXXXXa@gmail.com'],
      [
        'propertyInterest.budgetRange',
        { min: 5_000_000, max: 9_000_000 },
        { min: 5_000_000, max: 8_000_000 },
      ],
      ['background.fundingIsLoaned', false, true],
      ['leadStatus', 'Qualified', 'Site Visit'],
    ])
  })

  it('notes where the server already holds my value (personal fields compared masked)', () => {
    const agreeing = sampleLead({ version: 5 })
    const fields = conflictFields(
      {
        version: 3,
        profile: { fullName: 'Rahul Sharma', whatsAppNumber: '9876543210' },
        background: { occupation: 'Teacher' },
      },
      agreeing,
    )
    expect(fields.map((f) => [f.path, f.agrees])).toEqual([
      ['profile.fullName', true],
      ['profile.whatsAppNumber', true],
      ['background.occupation', false],
    ])
  })
})

describe('resolveConflict', () => {
  it('keeps everything by default, re-based on the server version', () => {
    const resolution = resolveConflict(body, current, defaultChoices(body))
    expect(resolution).toEqual({
      kind: 'resend',
      body: { ...body, version: 5 },
      kept: {
        profile: body.profile,
        propertyInterest: body.propertyInterest,
        background: body.background,
        leadStatus: 'Qualified',
      },
    })
  })

  it('sends only the fields kept as mine', () => {
    const resolution = resolveConflict(body, current, {
      ...defaultChoices(body),
      'profile.fullName': 'server',
      'propertyInterest.budgetRange': 'server',
      leadStatus: 'server',
    })
    expect(resolution).toEqual({
      kind: 'resend',
      body: {
        version: 5,
        profile: { email: 'rahul@example.in' },
        background: { fundingIsLoaned: false },
      },
      kept: { profile: { email: 'rahul@example.in' }, background: { fundingIsLoaned: false } },
    })
  })

  it('discards when every field is the server’s', () => {
    const choices = Object.fromEntries(diffPaths(body).map((path) => [path, 'server' as const]))
    expect(resolveConflict(body, current, choices)).toEqual({ kind: 'discard' })
  })

  it('treats a missing choice as mine', () => {
    expect(keptDiff(body, {})).toEqual({
      profile: body.profile,
      propertyInterest: body.propertyInterest,
      background: body.background,
      leadStatus: 'Qualified',
    })
  })
})

describe('applyLeadDiff', () => {
  const lead = sampleLead()
  const options = { version: 4, updatedAt: '2025-03-01T00:00:00.000Z' }

  it('lays the edit over the lead with the new version and time', () => {
    const next = applyLeadDiff(
      lead,
      {
        profile: { fullName: 'Rahul K Sharma', currentLocation: null },
        propertyInterest: { preferredFloor: ['Higher'] },
        background: { occupation: 'Architect' },
      },
      options,
    )
    expect(next.profile.fullName).toBe('Rahul K Sharma')
    expect(next.profile.currentLocation).toBeNull()
    expect(next.profile.agentName).toBe('Priya Nair')
    expect(next.propertyInterest.preferredFloor).toEqual(['Higher'])
    expect(next.propertyInterest.preferredUnitType).toEqual(['2 BHK'])
    expect(next.background.occupation).toBe('Architect')
    expect(next.background.assignedTo).toEqual(lead.background.assignedTo)
    expect(next.version).toBe(4)
    expect(next.updatedAt).toBe(options.updatedAt)
    // The input is left alone.
    expect(lead.profile.fullName).toBe('Rahul Sharma')
  })

  it('stores personal fields masked and recomputes the sensitive flags', () => {
    const next = applyLeadDiff(
      sampleLead({ sensitive: { alternateNumber: false, email: false } }),
      {
        profile: { whatsAppNumber: '9876512345', alternateNumber: '9123456789', email: 'ab@x.in' },
      },
      options,
    )
    expect(next.profile.whatsAppNumber).toBe('XXXXXX2345')
    expect(next.profile.alternateNumber).toBe('XXXXXX6789')
    expect(next.profile.email).toBe('aX@x.in')
    expect(next.sensitive).toEqual({ alternateNumber: true, email: true })
    expect(next.masked).toBe(true)
  })

  it('clears a removed email and its flag', () => {
    const next = applyLeadDiff(lead, { profile: { email: null } }, options)
    expect(next.profile.email).toBeNull()
    expect(next.sensitive.email).toBe(false)
  })
})
