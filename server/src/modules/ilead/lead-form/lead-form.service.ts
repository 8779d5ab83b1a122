import type { z } from 'zod'
import {
  CUSTOM_FIELDS_MAX,
  CUSTOM_KEY_PREFIX,
  customFieldsOf,
  customValueProblems,
  LEAD_FORM_ERROR_CODES,
  LEAD_FORM_MESSAGES,
  needsOptions,
  standardSections,
  type TCustomValues,
  type TLeadForm,
  type TLeadFormField,
  type TLeadFormSection,
  type TReorderLeadForm,
  type ZAddLeadFormField,
  type ZUpdateLeadFormField,
} from '../../../../../contract/lead-form.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  formRowAt,
  insertFormRow,
  latestFormRow,
  lockOrgForm,
  type LeadFormRow,
} from './lead-form.repository.ts'

type TAdd = z.output<typeof ZAddLeadFormField>
type TUpdate = z.output<typeof ZUpdateLeadFormField>

/** The standard form's version: an organisation that never changed its form is at 1. */
export const STANDARD_FORM_VERSION = 1
const STANDARD_AT = new Date(0)

const fieldError = (field: string, message: string, status = 400, code = 'VALIDATION_ERROR') =>
  new AppError(status, code, message, { fields: [{ field, message }] })

function toForm(orgId: string, row: LeadFormRow | undefined): TLeadForm {
  return {
    _id: `lead-form-${orgId}`,
    orgId,
    version: row?.version ?? STANDARD_FORM_VERSION,
    sections: row?.sections ?? standardSections(),
    updatedAt: (row?.createdAt ?? STANDARD_AT).toISOString(),
  }
}

/** The organisation's lead form as it now stands. */
export async function currentForm(db: Conn, orgId: string): Promise<TLeadForm> {
  return toForm(orgId, await latestFormRow(db, orgId))
}

/** The form at a version the organisation had: a lead drawn from it is checked against it. */
export async function formAt(db: Conn, orgId: string, version: number): Promise<TLeadForm> {
  const row = await formRowAt(db, orgId, version)
  if (!row && version !== STANDARD_FORM_VERSION) {
    throw fieldError(
      'formVersion',
      LEAD_FORM_MESSAGES.unknownVersion,
      422,
      LEAD_FORM_ERROR_CODES.unknownVersion,
    )
  }
  return toForm(orgId, row)
}

/**
 * Refuses custom values the lead form (at `version`, else the current one) does not accept,
 * naming each wrong field.
 */
export async function checkCustomValues(
  db: Conn,
  orgId: string,
  values: TCustomValues,
  version: number | undefined,
  partial: boolean,
): Promise<void> {
  const form =
    version === undefined ? await currentForm(db, orgId) : await formAt(db, orgId, version)
  const problems = customValueProblems(form, values, partial)
  if (problems.length) {
    throw new AppError(400, 'VALIDATION_ERROR', problems[0]!.message, { fields: problems })
  }
}

// ---------------------------------------------------------------------------------------------
// Changes: each writes the next version

const clone = (sections: TLeadFormSection[]): TLeadFormSection[] =>
  sections.map((s) => ({ ...s, fields: s.fields.map((f) => ({ ...f, options: [...f.options] })) }))

async function change(
  tx: Tx,
  auth: AuthContext,
  now: Date,
  edit: (sections: TLeadFormSection[]) => boolean,
): Promise<TLeadForm> {
  await lockOrgForm(tx, auth.orgId)
  const form = await currentForm(tx, auth.orgId)
  const sections = clone(form.sections)
  if (!edit(sections)) return form
  const version = form.version + 1
  await insertFormRow(tx, {
    orgId: auth.orgId,
    version,
    sections,
    updatedBy: auth.userId,
    createdAt: now,
  })
  return toForm(auth.orgId, {
    orgId: auth.orgId,
    version,
    sections,
    updatedBy: auth.userId,
    createdAt: now,
  })
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function nameTaken(sections: TLeadFormSection[], name: string, exceptKey?: string) {
  return sections.some((s) => s.fields.some((f) => f.key !== exceptKey && sameName(f.label, name)))
}

function keyFor(sections: TLeadFormSection[], name: string): string {
  const taken = new Set(sections.flatMap((s) => s.fields.map((f) => f.key)))
  const stem = `${CUSTOM_KEY_PREFIX}${name.trim().toLowerCase().replace(/\s+/g, '_')}`
  let key = stem
  for (let n = 2; taken.has(key); n++) key = `${stem}_${n}`
  return key
}

const rerank = (section: TLeadFormSection) =>
  section.fields.forEach((f, index) => {
    f.rank = index + 1
  })

export function addField(tx: Tx, auth: AuthContext, body: TAdd, now: Date) {
  return change(tx, auth, now, (sections) => {
    if (nameTaken(sections, body.fieldName)) {
      throw fieldError('fieldName', LEAD_FORM_MESSAGES.fieldNameTaken)
    }
    if (customFieldsOf({ sections }).length >= CUSTOM_FIELDS_MAX) {
      throw fieldError('fieldName', LEAD_FORM_MESSAGES.tooManyFields)
    }
    const section = sections.find((s) => s.key === body.section)!
    const field: TLeadFormField = {
      key: keyFor(sections, body.fieldName),
      label: body.fieldName.trim(),
      type: body.fieldType,
      isMandatory: body.isMandatory,
      isVisible: true,
      isHideable: true,
      canBeSorted: true,
      options: needsOptions(body.fieldType) ? body.options : [],
      rank: section.fields.length + 1,
      isCustom: true,
      sectionKey: body.section,
    }
    section.fields.push(field)
    return true
  })
}

export function updateField(tx: Tx, auth: AuthContext, key: string, body: TUpdate, now: Date) {
  return change(tx, auth, now, (sections) => {
    const field = sections.flatMap((s) => s.fields).find((f) => f.key === key)
    if (!field) {
      throw new AppError(404, LEAD_FORM_ERROR_CODES.notFound, LEAD_FORM_MESSAGES.notFound)
    }
    const next = { ...field }
    if (body.isVisible !== undefined) {
      if (!body.isVisible && !field.isHideable) {
        throw fieldError('isVisible', LEAD_FORM_MESSAGES.notHideable)
      }
      next.isVisible = body.isVisible
    }
    if (!field.isCustom) {
      // A standard field's name, type and rule belong to the lead itself.
      const fixed = (['fieldName', 'isMandatory', 'options'] as const).find((name) => {
        const value = body[name]
        if (value === undefined) return false
        if (name === 'fieldName') return !sameName(field.label, value as string)
        if (name === 'isMandatory') return value !== field.isMandatory
        return JSON.stringify(value) !== JSON.stringify(field.options)
      })
      if (fixed) throw fieldError(fixed, LEAD_FORM_MESSAGES.standardField)
    } else {
      if (body.fieldName !== undefined) {
        if (nameTaken(sections, body.fieldName, key)) {
          throw fieldError('fieldName', LEAD_FORM_MESSAGES.fieldNameTaken)
        }
        next.label = body.fieldName.trim()
      }
      if (body.isMandatory !== undefined) next.isMandatory = body.isMandatory
      if (body.options !== undefined && needsOptions(field.type)) {
        if (body.options.length === 0) {
          throw fieldError('options', LEAD_FORM_MESSAGES.optionsRequired)
        }
        next.options = body.options
      }
    }
    if (JSON.stringify(next) === JSON.stringify(field)) return false
    Object.assign(field, next)
    return true
  })
}

/** Ranks run from 1 in the new order; a move from or to a place the section lacks is ignored. */
export function reorderFields(tx: Tx, auth: AuthContext, body: TReorderLeadForm, now: Date) {
  return change(tx, auth, now, (sections) => {
    const section = sections.find((s) => s.key === body.section)!
    const n = section.fields.length
    const inRange = (i: number) => i >= 0 && i < n
    if (!inRange(body.from) || !inRange(body.to) || body.from === body.to) return false
    const [moved] = section.fields.splice(body.from, 1)
    section.fields.splice(body.to, 0, moved!)
    rerank(section)
    return true
  })
}
