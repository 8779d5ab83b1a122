import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  DISPOSITION_PATHS,
  type TDisposition,
  type TRecordingPresigned,
  type TRecordingUploaded,
} from '../../../../../contract/dispositions.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { at, execLead } from '../../../../test/field-action-fixtures.ts'
import { startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

/** An MP3 as recorders write it: an ID3 tag, then audio frames. */
const MP3 = Buffer.concat([
  Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'binary'),
  Buffer.alloc(2048, 0xaa),
])
/** A PNG's signature, however the file is named. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512),
])

const presign = (o: object = {}) =>
  suite.call<TRecordingPresigned & TApiError>(
    suite.exec,
    'POST',
    DISPOSITION_PATHS.recordingPresign(suite.world.slug),
    { fileName: 'call.mp3', fileSizeInKb: 3, mimeType: 'audio/mpeg', ...o },
  )

/** PUT to a signed address, with no session: the signature is the permission. */
async function put(url: string, bytes: Buffer, contentType = 'audio/mpeg') {
  const res = await fetch(`${suite.server.url}${url}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  })
  return { status: res.status, body: (await res.json()) as TRecordingUploaded & TApiError }
}

describe('call recordings', () => {
  it('takes an MP3 through the signed address and plays it back from a disposition', async () => {
    const signed = await presign()
    expect(signed.status).toBe(201)
    expect(new Date(signed.body.expiresAt).getTime()).toBeGreaterThan(Date.now())
    const uploaded = await put(signed.body.uploadUrl, MP3)
    expect(uploaded).toEqual({
      status: 200,
      body: { recordingId: signed.body.recordingId, type: 'mp3', sizeBytes: MP3.length },
    })
    const lead = await execLead(suite)
    const disposition = await suite.call<TDisposition>(
      suite.exec,
      'POST',
      DISPOSITION_PATHS.dispositions(suite.world.slug, lead.id),
      {
        madeAt: at(),
        callType: 'Out Bound',
        callStatus: 'Connected',
        recordingId: signed.body.recordingId,
      },
    )
    expect(disposition.status).toBe(201)
    const played = await fetch(`${suite.server.url}${disposition.body.recordingUrl}`)
    expect(played.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await played.arrayBuffer()).equals(MP3)).toBe(true)
  })

  it('judges the bytes, not the name or the declared type', async () => {
    const signed = await presign()
    const res = await put(signed.body.uploadUrl, PNG)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: DISPOSITION_ERROR_CODES.recordingFormat,
      message: DISPOSITION_MESSAGES.recordingFormat,
    })
    const empty = await put((await presign()).body.uploadUrl, Buffer.alloc(0))
    expect(empty.body.code).toBe(DISPOSITION_ERROR_CODES.recordingEmpty)
  })

  it('refuses more bytes than declared, a declared type or size out of bounds, and an unuploaded recording', async () => {
    const small = await presign({ fileSizeInKb: 1 })
    const res = await put(small.body.uploadUrl, MP3)
    expect(res.body.message).toBe(DISPOSITION_MESSAGES.recordingSizeMismatch)
    expect((await presign({ mimeType: 'image/png' })).body.fields?.[0]?.field).toBe('mimeType')
    const huge = await presign({ fileSizeInKb: 60 * 1024 })
    expect(huge.body.fields).toEqual([
      { field: 'fileSizeInKb', message: DISPOSITION_MESSAGES.recordingTooLarge },
    ])
    const lead = await execLead(suite)
    const attach = await suite.call<TApiError>(
      suite.exec,
      'POST',
      DISPOSITION_PATHS.dispositions(suite.world.slug, lead.id),
      {
        madeAt: at(),
        callType: 'Out Bound',
        callStatus: 'Connected',
        recordingId: small.body.recordingId,
      },
    )
    expect(attach.body.fields).toEqual([
      { field: 'recordingId', message: DISPOSITION_MESSAGES.recordingNotUploaded },
    ])
  })

  it('refuses a tampered or expired address', async () => {
    const signed = await presign()
    const tampered = signed.body.uploadUrl.replace(/signature=[^&]+/, 'signature=forged')
    expect((await put(tampered, MP3)).status).toBe(403)
    const expired = signed.body.uploadUrl.replace(/expires=\d+/, 'expires=1000')
    expect((await put(expired, MP3)).body.code).toBe(DISPOSITION_ERROR_CODES.recordingLinkInvalid)
    // The upload address does not play.
    expect((await fetch(`${suite.server.url}${signed.body.uploadUrl}`)).status).toBe(403)
  })

  it('takes only JSON of at most 1 MB at the presign address', async () => {
    const send = (contentType: string, bytes: number) =>
      fetch(`${suite.server.url}${DISPOSITION_PATHS.recordingPresign(suite.world.slug)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.exec.accessToken}`, 'content-type': contentType },
        body: new Uint8Array(bytes),
      })
    expect((await send('application/octet-stream', 2 * 1024 * 1024)).status).toBe(415)
    expect((await send('audio/mpeg', 16)).status).toBe(415)
    expect((await send('application/json', 2 * 1024 * 1024)).status).toBe(413)
  })

  it('answers an upload over the size limit with its own message, before reading it', async () => {
    const signed = await presign()
    const url = new URL(`${suite.server.url}${signed.body.uploadUrl}`)
    const answer = await new Promise<{ status: number; body: TApiError }>((resolve, reject) => {
      const req = http.request(url, {
        method: 'PUT',
        headers: { 'content-type': 'audio/mpeg', 'content-length': String(60 * 1024 * 1024) },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => {
          // The rest of the declared bytes never follow: end the connection here.
          req.destroy()
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as TApiError })
        })
      })
      req.on('error', reject)
      req.write(MP3)
    })
    expect(answer).toEqual({
      status: 413,
      body: {
        code: DISPOSITION_ERROR_CODES.recordingTooLarge,
        message: DISPOSITION_MESSAGES.recordingTooLarge,
      },
    })
  })
})
