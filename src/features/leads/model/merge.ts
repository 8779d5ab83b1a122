import { keptCustomValues } from '../../../../contract/lead-form.ts'
import {
  sensitiveFlags,
  type TLead,
  type TLeadProfile,
  type TLeadUpdate,
} from '../../../../contract/leads.ts'
import { maskEmail, maskPhone } from '../../../../contract/masking.ts'
import type { TLeadDiff } from './lead-form.ts'

/**
 * The 409 merge (decision 0012): a queued edit met a lead someone else changed meanwhile. The
 * edit's fields are listed as flat paths ("profile.fullName", "propertyInterest.budgetRange",
 * "leadStatus"); per path the user keeps theirs or the server's, and what they keep is sent
 * again against the server's version. A range or a list is one field: it is kept whole.
 */

export type TMergeChoice = 'mine' | 'server'
export type TMergeChoices = Record<string, TMergeChoice>

const GROUPS = ['profile', 'propertyInterest', 'background'] as const
type TGroup = (typeof GROUPS)[number]

const isGroup = (key: string): key is TGroup => (GROUPS as readonly string[]).includes(key)

/** The fields an edit changes, as flat paths, in the order the body lists them. */
export function diffPaths(diff: TLeadDiff | TLeadUpdate): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(diff)) {
    if (key === 'version' || value === undefined) continue
    if (isGroup(key) && value && typeof value === 'object') {
      for (const [field, fieldValue] of Object.entries(value)) {
        if (fieldValue !== undefined) paths.push(`${key}.${field}`)
      }
    } else {
      paths.push(key)
    }
  }
  return paths
}

/** The value at a flat path of a body or a lead; undefined when absent. */
export function valueAtPath(source: unknown, path: string): unknown {
  let value: unknown = source
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

export interface TConflictField {
  path: string
  mine: unknown
  server: unknown
  /** The server now holds what the edit wanted: nothing to choose, though it is listed. */
  agrees: boolean
}

const canonical = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )

const PERSONAL: Record<string, (value: string) => string> = {
  'profile.whatsAppNumber': maskPhone,
  'profile.alternateNumber': maskPhone,
  'profile.email': maskEmail,
}

/** The edit's fields beside what the server holds now (personal fields compared masked). */
export function conflictFields(body: TLeadUpdate, current: TLead): TConflictField[] {
  return diffPaths(body).map((path) => {
    const mine = valueAtPath(body, path)
    const server = valueAtPath(current, path)
    const mask = PERSONAL[path]
    const comparable = mask && typeof mine === 'string' ? mask(mine) : mine
    return { path, mine, server, agrees: canonical(comparable) === canonical(server) }
  })
}

/** Every field starts as "keep mine": the user made the edit on purpose. */
export function defaultChoices(body: TLeadUpdate): TMergeChoices {
  return Object.fromEntries(diffPaths(body).map((path) => [path, 'mine' as const]))
}

/** Sets a flat path on a diff, creating its group. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head = '', field] = path.split('.')
  if (field === undefined) {
    target[head] = value
    return
  }
  const group = (target[head] as Record<string, unknown> | undefined) ?? {}
  group[field] = value
  target[head] = group
}

/** The part of the edit the user keeps (a path without a choice is kept: mine is the default). */
export function keptDiff(body: TLeadUpdate, choices: TMergeChoices): TLeadDiff {
  const kept: Record<string, unknown> = {}
  for (const path of diffPaths(body)) {
    if ((choices[path] ?? 'mine') === 'mine') setAtPath(kept, path, valueAtPath(body, path))
  }
  return kept as TLeadDiff
}

export type TResolution =
  { kind: 'discard' } | { kind: 'resend'; body: TLeadUpdate; kept: TLeadDiff }

/**
 * What "Resolve" does: nothing of mine kept -> throw the change away; else send what is kept,
 * based on the version the server has now.
 */
export function resolveConflict(
  body: TLeadUpdate,
  current: Pick<TLead, 'version'>,
  choices: TMergeChoices,
): TResolution {
  const kept = keptDiff(body, choices)
  if (diffPaths(kept).length === 0) return { kind: 'discard' }
  return { kind: 'resend', body: { version: current.version, ...kept }, kept }
}

// ---------------------------------------------------------------------------------------------
// The local copy

export interface TApplyOptions {
  version: number
  /** ISO time of the local change. */
  updatedAt: string
}

/**
 * A lead with an edit laid over it, as the device shows it until the server answers: personal
 * fields masked (nothing unmasked is stored at rest) and the sensitive flags recomputed from
 * the typed values before they are masked.
 */
export function applyLeadDiff(lead: TLead, diff: TLeadDiff, options: TApplyOptions): TLead {
  const profile: TLeadProfile = { ...lead.profile }
  const sensitive = { ...lead.sensitive }
  for (const [key, value] of Object.entries(diff.profile ?? {})) {
    if (value === undefined) continue
    const path = `profile.${key}`
    const mask = PERSONAL[path]
    if (mask) {
      const text = typeof value === 'string' && value !== '' ? value : null
      if (key === 'alternateNumber') {
        sensitive.alternateNumber = sensitiveFlags({
          alternateNumber: text,
          email: null,
        }).alternateNumber
      }
      if (key === 'email')
        sensitive.email = sensitiveFlags({ alternateNumber: null, email: text }).email
      Object.assign(profile, {
        [key]: text === null ? (key === 'whatsAppNumber' ? '' : null) : mask(text),
      })
    } else {
      Object.assign(profile, { [key]: value })
    }
  }
  const {
    version: _version,
    profile: _profile,
    propertyInterest,
    background,
    customFields,
    formVersion: _formVersion,
    ...rest
  } = diff as TLeadUpdate
  return {
    ...lead,
    ...(customFields
      ? { customFields: keptCustomValues({ ...lead.customFields, ...customFields }) }
      : {}),
    ...(rest as Partial<Pick<TLead, 'leadStatus' | 'subStatus' | 'labels'>>),
    profile,
    propertyInterest: {
      ...lead.propertyInterest,
      ...propertyInterest,
    } as TLead['propertyInterest'],
    background: { ...lead.background, ...background } as TLead['background'],
    sensitive,
    masked: true,
    version: options.version,
    updatedAt: options.updatedAt,
  }
}
