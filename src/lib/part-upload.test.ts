import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TUploadSession } from '../../contract/post-sales-files.ts'
import { http } from './http.ts'
import { checkPartUpload, usePartUpload } from './part-upload.ts'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_HEAD)
  return new File([bytes], 'site.png', { type: 'image/png' })
}

/** XMLHttpRequest as the part PUTs use it: each send answers as `outcomes` says, in turn. */
class FakeXhr {
  static sent: { url: string; size: number }[] = []
  static outcomes: ('ok' | 'drop')[] = []
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  private url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: Blob) {
    const outcome = FakeXhr.outcomes.shift() ?? 'ok'
    queueMicrotask(() => {
      if (outcome === 'drop') return this.onerror?.()
      FakeXhr.sent.push({ url: this.url, size: body.size })
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size, total: body.size })
      this.status = 200
      this.onload?.()
    })
  }
}

const session = (o: Partial<TUploadSession>): TUploadSession => ({
  uploadId: 'u-1',
  size: 20,
  partSize: 8,
  receivedBytes: 0,
  parts: [
    { number: 1, size: 8, url: '/parts/1' },
    { number: 2, size: 8, url: '/parts/2' },
    { number: 3, size: 4, url: '/parts/3' },
  ],
  expiresAt: '2026-01-01T00:00:00Z',
  ...o,
})
const uploaded = {
  uploadId: 'u-1',
  fileName: 'site.png',
  fileType: 'png',
  kind: 'image',
  mimeType: 'image/png',
  size: 20,
  url: '/file',
} as const

beforeEach(() => {
  FakeXhr.sent = []
  FakeXhr.outcomes = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkPartUpload', () => {
  it('judges the file by its first bytes and the purpose', async () => {
    expect((await checkPartUpload(png(100), 'constructionMedia')).ok).toBe(true)
    const asDocument = await checkPartUpload(png(100), 'commonDocument')
    expect(asDocument).toMatchObject({ ok: false, message: 'Choose a PDF file' })
    const text = new File(['hello'], 'site.png', { type: 'image/png' })
    expect(await checkPartUpload(text, 'constructionMedia')).toMatchObject({ ok: false })
  })
})

describe('usePartUpload', () => {
  it('sends every part, then completes; the bar ends at 100 %', async () => {
    vi.spyOn(http, 'post').mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/complete') ? uploaded : session({})),
    )
    const { result } = renderHook(() => usePartUpload('in/dxp/org', 'p1', 'constructionMedia'))
    await act(() => result.current.upload(png(20)))
    expect(result.current.state).toEqual({ status: 'done', file: uploaded })
    expect(FakeXhr.sent.map((s) => s.size)).toEqual([8, 8, 4])
  })

  it('pauses when the connection drops and resumes with only the parts the store lacks', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockImplementation((path: string) =>
        Promise.resolve(path.endsWith('/complete') ? uploaded : session({})),
      )
    FakeXhr.outcomes = ['ok', 'drop']
    const { result } = renderHook(() => usePartUpload('in/dxp/org', 'p1', 'constructionMedia'))
    await act(() => result.current.upload(png(20)))
    expect(result.current.state).toEqual({ status: 'paused', fraction: 0.4 })
    // The store has part 1: the resume asks, and sends parts 2 and 3 only.
    const get = vi
      .spyOn(http, 'get')
      .mockResolvedValue(session({ receivedBytes: 8, parts: session({}).parts.slice(1) }))
    await act(() => result.current.resume())
    expect(get).toHaveBeenCalledWith(
      expect.stringMatching(/\/post-sales-uploads\/u-1$/),
      expect.anything(),
    )
    expect(FakeXhr.sent.map((s) => s.url)).toEqual(
      ['/parts/1', '/parts/2', '/parts/3'].map((u) => expect.stringContaining(u)),
    )
    expect(result.current.state.status).toBe('done')
    expect(post).toHaveBeenCalledTimes(2)
  })

  it('resumes by itself when the browser is back online', async () => {
    vi.spyOn(http, 'post').mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/complete') ? uploaded : session({})),
    )
    vi.spyOn(http, 'get').mockResolvedValue(session({ receivedBytes: 0 }))
    FakeXhr.outcomes = ['drop']
    const { result } = renderHook(() => usePartUpload('in/dxp/org', 'p1', 'constructionMedia'))
    await act(() => result.current.upload(png(20)))
    expect(result.current.state.status).toBe('paused')
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(result.current.state.status).toBe('done'))
  })

  it('refuses a file of another type on the device, and sends nothing', async () => {
    const { result } = renderHook(() => usePartUpload('in/dxp/org', 'p1', 'commonDocument'))
    await act(() => result.current.upload(png(20)))
    expect(result.current.state).toEqual({ status: 'rejected', message: 'Choose a PDF file' })
    expect(FakeXhr.sent).toEqual([])
  })
})
