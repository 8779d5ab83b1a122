import { describe, expect, it } from 'vitest'
import { BUILDING_MESSAGES } from '../../../../contract/buildings.ts'
import { HttpError } from '../../../lib/http.ts'
import { serverProblems } from './server-problems.ts'

const refusal = (
  status: number,
  serverMessage: string,
  more: { code?: string; fields?: { field: string; message: string }[]; details?: object } = {},
) =>
  new HttpError(
    'server',
    { id: 'x' },
    {
      status,
      serverMessage,
      code: more.code,
      fields: more.fields,
      details: more.details as Record<string, unknown> | undefined,
    },
  )

describe('serverProblems', () => {
  it('puts a validation 400 on the fields it lists', () => {
    const error = refusal(400, 'refugeFloors: too many', {
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'refugeFloors', message: BUILDING_MESSAGES.refugeOverFloors }],
    })
    expect(serverProblems(error, 'fallback')).toEqual({
      fields: { refugeFloors: BUILDING_MESSAGES.refugeOverFloors },
      form: null,
    })
  })

  it('puts a type outside the master list on the field the server names', () => {
    const error = refusal(400, BUILDING_MESSAGES.unknownType, {
      code: 'UNKNOWN_TYPE',
      details: { field: 'facing' },
    })
    expect(serverProblems(error, 'fallback').fields).toEqual({
      facing: BUILDING_MESSAGES.unknownType,
    })
  })

  it('knows the rules the server words without a field', () => {
    expect(serverProblems(refusal(400, BUILDING_MESSAGES.refugeOverFloors), '').fields).toEqual({
      refugeFloors: BUILDING_MESSAGES.refugeOverFloors,
    })
    expect(serverProblems(refusal(409, BUILDING_MESSAGES.duplicateUnitName), '').fields).toEqual({
      name: BUILDING_MESSAGES.duplicateUnitName,
    })
    expect(serverProblems(refusal(409, BUILDING_MESSAGES.floorFull), '').fields).toEqual({
      floorNumber: BUILDING_MESSAGES.floorFull,
    })
  })

  it('leaves the rest to the form: an assigned unit, a failure without words', () => {
    expect(serverProblems(refusal(409, BUILDING_MESSAGES.cannotDeleteUnit), 'x')).toEqual({
      fields: {},
      form: BUILDING_MESSAGES.cannotDeleteUnit,
    })
    expect(serverProblems(new HttpError('offline', { id: 'o' }), 'No connection')).toEqual({
      fields: {},
      form: 'No connection',
    })
    expect(serverProblems(new Error('boom'), 'Something went wrong').form).toBe(
      'Something went wrong',
    )
  })
})
