/**
 * The part of a refused change a person can correct in the sync center: the body's top-level
 * text fields. Anything else (numbers, lists, nested objects) is for the original screen.
 */
export type EditableFields = Record<string, string>

export function editableFields(body: unknown): EditableFields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const entries = Object.entries(body).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

/** The body with the corrected text fields; every other field as it was. */
export function withEditedFields(body: unknown, fields: EditableFields): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return { ...body, ...fields }
}
