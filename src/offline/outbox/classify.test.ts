import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/http.ts'
import { MESSAGES } from '../../lib/message-catalogue.ts'
import { classifyFailure, describeFailure } from './classify.ts'

const http = (kind: ConstructorParameters<typeof HttpError>[0], status?: number) =>
  new HttpError(kind, MESSAGES.somethingWentWrong, { status, serverMessage: 'Server says no' })

describe('classifyFailure', () => {
  it.each([
    ['offline', undefined],
    ['timeout', undefined],
    ['network', undefined],
    ['network', 502],
    ['network', 503],
    ['network', 504],
    ['server', 500],
    ['server', 503],
    ['server', 429],
    ['server', 408],
  ] as const)('%s %s is transient: try again later', (kind, status) => {
    expect(classifyFailure(http(kind, status))).toBe('transient')
  })

  it.each([400, 403, 404, 409, 410, 422])('a %i needs attention', (status) => {
    expect(classifyFailure(http('server', status))).toBe('attention')
  })

  it('a 401 that survived the refresh is for the session, not the row', () => {
    expect(classifyFailure(http('unauthorized', 401))).toBe('auth')
    expect(classifyFailure({ status: 401 })).toBe('auth')
  })

  it('an unusable answer is shown, not looped on', () => {
    expect(classifyFailure(http('invalid-response', 200))).toBe('attention')
  })

  it('anything else never got an answer, so another try with the same key is safe', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('transient')
    expect(classifyFailure(new DOMException('Aborted', 'AbortError'))).toBe('transient')
    expect(classifyFailure('weird')).toBe('transient')
    expect(classifyFailure(null)).toBe('transient')
  })
})

describe('describeFailure', () => {
  it("keeps the server's message, code and fields", () => {
    const error = new HttpError('server', MESSAGES.somethingWentWrong, {
      status: 400,
      code: 'VALIDATION',
      serverMessage: 'Name is required',
      fields: [{ field: 'name', message: 'Required' }],
    })
    expect(describeFailure(error)).toEqual({
      kind: 'server',
      status: 400,
      code: 'VALIDATION',
      message: 'Name is required',
      fields: [{ field: 'name', message: 'Required' }],
    })
  })

  it('names a transport failure by its kind', () => {
    expect(describeFailure(http('offline'))).toMatchObject({ kind: 'offline' })
    expect(describeFailure(new TypeError('Failed to fetch')).message).toBe('Failed to fetch')
  })
})
