import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '../../lib/http.ts'
import {
  getConnectivity,
  installConnectivity,
  onBackOnline,
  PROBE_BACKOFF_MS,
} from './connectivity-store.ts'

const fetchMock = vi.fn<typeof fetch>()
let browserOnline = true
let dispose: () => void = () => undefined

function setBrowserOnline(online: boolean) {
  browserOnline = online
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

beforeEach(() => {
  vi.useFakeTimers()
  // No jitter, so the backoff steps can be counted.
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline)
  vi.stubGlobal('fetch', fetchMock)
  browserOnline = true
})

afterEach(() => {
  dispose()
  fetchMock.mockReset()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('connectivity', () => {
  it('follows the browser offline, then reconnects once the server answers the probe', async () => {
    const probe = vi.fn(async () => true)
    dispose = installConnectivity({ probe })
    const backOnline = vi.fn()
    onBackOnline(backOnline)
    expect(getConnectivity()).toBe('online')

    setBrowserOnline(false)
    expect(getConnectivity()).toBe('offline')
    setBrowserOnline(true)
    expect(getConnectivity()).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(0)
    expect(probe).toHaveBeenCalledOnce()
    expect(getConnectivity()).toBe('online')
    expect(backOnline).toHaveBeenCalledOnce()
  })

  it('a real call that fails while the browser is online: server unreachable, probed with backoff', async () => {
    let serverUp = false
    const probe = vi.fn(async () => serverUp)
    dispose = installConnectivity({ probe })

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await http.get('/ilead-service/v1/x', { silent: true }).catch(() => undefined)
    expect(getConnectivity()).toBe('server-unreachable')

    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[0])
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[1] - 1)
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(probe).toHaveBeenCalledTimes(2)

    serverUp = true
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[2])
    expect(getConnectivity()).toBe('online')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(probe).toHaveBeenCalledTimes(3)
  })

  it('a real call that the server answers ends an outage at once', async () => {
    dispose = installConnectivity({ probe: async () => false })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await http.get('/ilead-service/v1/x', { silent: true }).catch(() => undefined)
    expect(getConnectivity()).toBe('server-unreachable')
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }))
    await http.get('/ilead-service/v1/x', { silent: true }).catch(() => undefined)
    expect(getConnectivity()).toBe('online')
  })

  it('a failed call while the browser is offline is offline, not a server problem', async () => {
    dispose = installConnectivity({ probe: async () => false })
    browserOnline = false
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await http.get('/ilead-service/v1/x', { silent: true }).catch(() => undefined)
    expect(getConnectivity()).toBe('offline')
  })

  it('starts offline when the browser is, and probes anyway (navigator.onLine can be wrong)', async () => {
    browserOnline = false
    const probe = vi.fn(async () => true)
    dispose = installConnectivity({ probe })
    expect(getConnectivity()).toBe('offline')
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[0])
    expect(getConnectivity()).toBe('online')
  })
})
