import { describe, expect, it } from 'vitest'
import { apiOriginsOf, isCachedApiGet, isCachedApiRead, networkTimeoutOf } from './api-route.ts'

const ORIGINS = apiOriginsOf('https://app.example', 'https://api.example/base')
const auth = { Authorization: 'Bearer x.y.z' }

function request(url: string, init: RequestInit = { headers: auth }) {
  return new Request(url, init)
}

describe('isCachedApiGet', () => {
  it.each([
    'https://app.example/ilead-service/v1/in/re/org/projects?page=1',
    'https://api.example/admin-setup-service/v1/in/re/org/app-config',
    'https://app.example/ilead-service/v1/in/re/org/leads/l-1/tasks?page=1&limit=100',
    // A conversation's first page, the newest 30: what opens it offline.
    'https://app.example/communication-service/v1/chats?conversation_id=l1&limit=30',
  ])('takes an authorised API GET: %s', (url) => {
    expect(isCachedApiGet(request(url), ORIGINS)).toBe(true)
  })

  it.each([
    ['the health check', 'https://app.example/health'],
    ['socket.io', 'https://app.example/socket.io/?EIO=4&transport=polling'],
    ['the development SMS inbox', 'https://app.example/communication-service/v1/dev/sms-inbox'],
    ['an SPA page', 'https://app.example/developer'],
    [
      'the offline lead sync',
      'https://app.example/ilead-service/v1/in/dxp/o1/leads/sync?limit=500',
    ],
    [
      'the batch of lead details',
      'https://app.example/ilead-service/v1/in/dxp/o1/leads/details?ids%5B%5D=a&ids%5B%5D=b',
    ],
    ['the leads due soon', 'https://app.example/ilead-service/v1/in/dxp/o1/leads/details/due'],
    [
      "an upload's parts",
      'https://app.example/content-store/v1/in/dxp/o1/projects/p1/post-sales-uploads/u1',
    ],
    ['another origin', 'https://evil.example/ilead-service/v1/x'],
    [
      "a conversation's older page",
      'https://app.example/communication-service/v1/chats?conversation_id=l1&limit=30&createdAt=2026-11-25T03%3A00%3A00.000Z',
    ],
  ])('leaves %s alone', (_label, url) => {
    expect(isCachedApiGet(request(url), ORIGINS)).toBe(false)
  })

  it('leaves mutations and tokenless calls alone', () => {
    const url = 'https://app.example/ilead-service/v1/in/re/org/projects'
    expect(isCachedApiGet(request(url, { method: 'POST', headers: auth }), ORIGINS)).toBe(false)
    expect(isCachedApiGet(request(url, {}), ORIGINS)).toBe(false)
  })
})

describe('isCachedApiRead', () => {
  const post = (url: string, headers: Record<string, string> = auth) =>
    new Request(url, { method: 'POST', headers, body: '{}' })
  const report = 'https://app.example/ilead-service/v1/in/dxp/o1/dashboard/source-wise-lead-stage'

  it('takes an authorised dashboard report POST, on either API origin', () => {
    expect(isCachedApiRead(post(report), ORIGINS)).toBe(true)
    expect(
      isCachedApiRead(
        post('https://api.example/ilead-service/v1/in/dxp/o1/dashboard/executive-wise-site-visit'),
        ORIGINS,
      ),
    ).toBe(true)
  })

  it.each([
    ['the Excel export', `${report}/report`],
    ['another POST', 'https://app.example/ilead-service/v1/in/dxp/o1/analytics-dashboards'],
    ['another origin', 'https://evil.example/ilead-service/v1/in/dxp/o1/dashboard/x'],
  ])('leaves %s alone', (_label, url) => {
    expect(isCachedApiRead(post(url), ORIGINS)).toBe(false)
  })

  it('leaves a tokenless report and a GET of its path alone', () => {
    expect(isCachedApiRead(post(report, {}), ORIGINS)).toBe(false)
    expect(isCachedApiRead(request(report), ORIGINS)).toBe(false)
  })
})

describe('networkTimeoutOf', () => {
  it('reads numbers and numeric text, clamped to 0.5-30 s', () => {
    expect(networkTimeoutOf('2500', 4000)).toBe(2500)
    expect(networkTimeoutOf(10, 4000)).toBe(500)
    expect(networkTimeoutOf(120_000, 4000)).toBe(30_000)
  })

  it('falls back on anything else', () => {
    expect(networkTimeoutOf(undefined, 4000)).toBe(4000)
    expect(networkTimeoutOf('soon', 4000)).toBe(4000)
  })
})
