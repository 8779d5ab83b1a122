import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { finished, pipeline } from 'node:stream/promises'
import type { Readable, Writable } from 'node:stream'
import { constantTimeEqual, hmac } from './security/tokens.ts'

/**
 * Files the product keeps: call recordings, generated reports, and later chat files and
 * documents. One store (OBJECT_STORE) holds them all, in buckets; a route that serves a file
 * checks who may have it, or hands out an address signed like an object store's presigned URL.
 */
export type ObjectBucket =
  | 'recordings'
  | 'reports'
  | 'bulk-uploads'
  | 'project-images'
  | 'project-content'
  /** PDFs sent in a lead's chat, made on the device (decision 0054). */
  | 'chat-files'
  /** A payment's cheque, slip or proof, up to 5 MB (decision 0055). */
  | 'payment-files'
  /** Common documents and construction progress media, uploaded in parts (decision 0056). */
  | 'post-sales'
  /** Files of customer queries' comments (decision 0057). */
  | 'ticket-files'
export type SignedAccess = 'put' | 'get'

export interface SignedQuery {
  expires: number
  signature: string
}

/** An object being written: readers see it only after `commit`, whole. */
export interface ObjectWriter {
  stream: Writable
  /** Once everything is written to `stream` and it has ended: publishes the object, its size. */
  commit(): Promise<number>
  /** Drops what was written. */
  abort(): Promise<void>
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range). */
export interface ByteRange {
  start: number
  end: number
}

/** A part of a resumable upload the store holds. */
export interface StoredPart {
  /** 1-based, as S3's part numbers. */
  number: number
  size: number
}

export interface ObjectStore {
  /** A signature for this access to the object, valid until `expiresAt`. */
  sign(bucket: ObjectBucket, key: string, access: SignedAccess, expiresAt: Date): SignedQuery
  /** Whether a signature and its expiry hold at `now`. */
  verify(
    bucket: ObjectBucket,
    key: string,
    access: SignedAccess,
    query: SignedQuery,
    now: Date,
  ): boolean
  write(bucket: ObjectBucket, key: string, bytes: Buffer): Promise<void>
  /** Streams an object in, for files too large to hold in memory. */
  writer(bucket: ObjectBucket, key: string): Promise<ObjectWriter>
  /** Null when there is no such object. */
  read(bucket: ObjectBucket, key: string): Promise<Buffer | null>
  /** The object's bytes, or those of `range` (both ends included); `size` is the whole object's. */
  readStream(
    bucket: ObjectBucket,
    key: string,
    range?: ByteRange,
  ): Promise<{ stream: Readable; size: number } | null>
  /** Removes the object; one already gone is no error. */
  delete(bucket: ObjectBucket, key: string): Promise<void>
  /**
   * An address a browser PUTs the object's bytes to, until `expiresAt`, without a session: the
   * store's own (S3) or a signed path on this server (embedded, see EMBEDDED_PUT_PATH). The PUT
   * must carry `contentType`, and at most `size` bytes.
   */
  presignPut(
    bucket: ObjectBucket,
    key: string,
    o: { expiresAt: Date; contentType: string; size: number },
  ): Promise<string>
  /**
   * A resumable upload in parts (decision 0056): S3's multipart upload, or the embedded store's
   * own parts under DATA_DIR. Answers the store's id of the upload.
   */
  startParts(bucket: ObjectBucket, key: string, contentType: string): Promise<string>
  /** An address a browser PUTs one part to, of exactly `part.size` bytes, until `expiresAt`. */
  presignPart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    expiresAt: Date,
  ): Promise<string>
  /** The parts received so far, by number: what a resumed upload need not send again. */
  listParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<StoredPart[]>
  /** Joins parts 1 to `count`, in order, into the object; the upload ends. */
  completeParts(bucket: ObjectBucket, key: string, uploadId: string, count: number): Promise<void>
  /** Drops an upload and its parts; one already gone is no error. */
  abortParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<void>
}

/** Where the embedded store takes a browser's PUT (object-upload.routes.ts). */
export const EMBEDDED_PUT_PATH = (bucket: string, key: string) =>
  `/content-store/v1/objects/${bucket}/${key}`

/** Buckets a browser may upload to, with the most bytes an object there may have. */
export const BROWSER_UPLOAD_LIMITS: Partial<Record<ObjectBucket, number>> = {
  'bulk-uploads': 5 * 1024 * 1024,
  // Logos and RERA QR images; a logo's 1 MB is checked when the project is saved.
  'project-images': 5 * 1024 * 1024,
  // A project's content: images up to 5 MB, PDFs (documents, brochures) up to 50 MB, each
  // judged by its kind when it is kept (decision 0048).
  'project-content': 50 * 1024 * 1024,
  'payment-files': 5 * 1024 * 1024,
  // A query comment's attachment, judged by its bytes when the comment names it (decision 0057).
  'ticket-files': 25 * 1024 * 1024,
}

const WEEK_MS = 7 * 86_400_000

/**
 * A path this server serves the object at, signed until the end of next week: the same address
 * all week, so the browser's and the service worker's copies keep answering it (decision 0043).
 */
export function weeklySignedPath(
  objects: ObjectStore,
  bucket: ObjectBucket,
  key: string,
  now: Date,
): string {
  const expiresAt = new Date((Math.floor(now.getTime() / WEEK_MS) + 2) * WEEK_MS)
  const { expires, signature } = objects.sign(bucket, key, 'get', expiresAt)
  const query = new URLSearchParams({ expires: String(expires), signature })
  return `${EMBEDDED_PUT_PATH(bucket, key)}?${query.toString()}`
}

/**
 * Buckets a browser uploads to in parts (decision 0056), with the most bytes an object there
 * may have; each part is at most UPLOAD_PART_BYTES.
 */
export const PART_UPLOAD_LIMITS: Partial<Record<ObjectBucket, number>> = {
  'post-sales': 104_857_600,
}
/** A part's size: S3 wants at least 5 MiB for every part but the last. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024
/** Where the embedded store takes a browser's PUT of one part (object-upload.routes.ts). */
export const EMBEDDED_PART_PATH = (bucket: string, key: string, partNumber: number | string) =>
  `${EMBEDDED_PUT_PATH(bucket, key)}/parts/${partNumber}`

/** The first `count` bytes of an object (its type is in them) and its size; null when missing. */
export async function readHead(
  objects: ObjectStore,
  bucket: ObjectBucket,
  key: string,
  count: number,
): Promise<{ bytes: Buffer; size: number } | null> {
  const found = await objects.readStream(bucket, key)
  if (!found) return null
  const chunks: Buffer[] = []
  let length = 0
  try {
    for await (const chunk of found.stream) {
      chunks.push(chunk as Buffer)
      length += (chunk as Buffer).length
      if (length >= count) break
    }
  } finally {
    found.stream.destroy()
  }
  return { bytes: Buffer.concat(chunks).subarray(0, count), size: found.size }
}

/** Keys are server-made UUIDs; anything else never becomes a file name. */
export const SAFE_KEY = /^[0-9a-f-]{36}$/

/**
 * What every store shares: addresses this server serves itself are signed with the HMAC of
 * bucket, access, key and expiry under the server's secret, and only server-made keys are taken.
 */
export abstract class HmacSignedStore {
  constructor(private readonly secret: string) {}

  private signature(bucket: ObjectBucket, key: string, access: SignedAccess, expires: number) {
    return hmac(this.secret, `${bucket}:${access}:${key}:${expires}`)
  }

  sign(bucket: ObjectBucket, key: string, access: SignedAccess, expiresAt: Date): SignedQuery {
    const expires = Math.floor(expiresAt.getTime() / 1000)
    return { expires, signature: this.signature(bucket, key, access, expires) }
  }

  verify(
    bucket: ObjectBucket,
    key: string,
    access: SignedAccess,
    { expires, signature }: SignedQuery,
    now: Date,
  ): boolean {
    return (
      SAFE_KEY.test(key) &&
      expires * 1000 > now.getTime() &&
      constantTimeEqual(signature, this.signature(bucket, key, access, expires))
    )
  }

  private partSignature(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    expires: number,
  ) {
    return hmac(
      this.secret,
      `${bucket}:part:${key}:${uploadId}:${part.number}:${part.size}:${expires}`,
    )
  }

  /** The embedded store's signature for one part of one upload, of exactly its size. */
  signPart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    expiresAt: Date,
  ): SignedQuery {
    const expires = Math.floor(expiresAt.getTime() / 1000)
    return { expires, signature: this.partSignature(bucket, key, uploadId, part, expires) }
  }

  verifyPart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    { expires, signature }: SignedQuery,
    now: Date,
  ): boolean {
    return (
      SAFE_KEY.test(key) &&
      SAFE_KEY.test(uploadId) &&
      expires * 1000 > now.getTime() &&
      constantTimeEqual(signature, this.partSignature(bucket, key, uploadId, part, expires))
    )
  }

  /** The key, if the server made it; anything else never names an object. */
  protected safeKey(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('Not an object key')
    return key
  }
}
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * The embedded store: files under DATA_DIR/<bucket>, signatures made with the server's HMAC
 * secret. A real store for one machine; several machines need a shared store behind this
 * interface.
 */
export class EmbeddedObjectStore extends HmacSignedStore implements ObjectStore {
  constructor(
    private readonly dataDir: string,
    secret: string,
  ) {
    super(secret)
  }

  private fileOf(bucket: ObjectBucket, key: string) {
    return path.join(this.dataDir, bucket, this.safeKey(key))
  }

  presignPut(bucket: ObjectBucket, key: string, o: { expiresAt: Date }): Promise<string> {
    const { expires, signature } = this.sign(bucket, key, 'put', o.expiresAt)
    const query = new URLSearchParams({ expires: String(expires), signature })
    return Promise.resolve(`${EMBEDDED_PUT_PATH(bucket, key)}?${query.toString()}`)
  }

  private partsDir(bucket: ObjectBucket, key: string, uploadId: string) {
    if (!SAFE_KEY.test(uploadId)) throw new Error('Not an upload id')
    return path.join(this.dataDir, bucket, '.parts', `${this.safeKey(key)}.${uploadId}`)
  }

  async startParts(bucket: ObjectBucket, key: string): Promise<string> {
    const uploadId = randomUUID()
    await fs.mkdir(this.partsDir(bucket, key, uploadId), { recursive: true })
    return uploadId
  }

  presignPart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    expiresAt: Date,
  ): Promise<string> {
    const { expires, signature } = this.signPart(bucket, key, uploadId, part, expiresAt)
    const query = new URLSearchParams({
      uploadId,
      size: String(part.size),
      expires: String(expires),
      signature,
    })
    return Promise.resolve(`${EMBEDDED_PART_PATH(bucket, key, part.number)}?${query.toString()}`)
  }

  /**
   * One part, whole or not at all (written aside and renamed); a part sent again replaces it.
   * False when there is no such upload (never started, or completed or aborted already).
   */
  async writePart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    partNumber: number,
    bytes: Buffer,
  ): Promise<boolean> {
    const dir = this.partsDir(bucket, key, uploadId)
    if (!(await fs.stat(dir).catch(() => null))) return false
    const file = path.join(dir, String(partNumber))
    const aside = `${file}.${process.pid}.${randomUUID()}.part`
    await fs.writeFile(aside, bytes)
    await fs.rename(aside, file)
    return true
  }

  async listParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<StoredPart[]> {
    const dir = this.partsDir(bucket, key, uploadId)
    const names = await fs.readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return []
      throw error
    })
    const parts = await Promise.all(
      names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => ({
          number: Number(name),
          size: (await fs.stat(path.join(dir, name))).size,
        })),
    )
    return parts.sort((a, b) => a.number - b.number)
  }

  async completeParts(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    count: number,
  ): Promise<void> {
    const dir = this.partsDir(bucket, key, uploadId)
    const writer = await this.writer(bucket, key)
    try {
      for (let n = 1; n <= count; n++) {
        await pipeline(createReadStream(path.join(dir, String(n))), writer.stream, { end: false })
      }
      writer.stream.end()
      await writer.commit()
    } catch (error) {
      await writer.abort()
      throw error
    }
    await fs.rm(dir, { recursive: true, force: true })
  }

  async abortParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<void> {
    await fs.rm(this.partsDir(bucket, key, uploadId), { recursive: true, force: true })
  }

  async write(bucket: ObjectBucket, key: string, bytes: Buffer): Promise<void> {
    const writer = await this.writer(bucket, key)
    writer.stream.end(bytes)
    await writer.commit()
  }

  async writer(bucket: ObjectBucket, key: string): Promise<ObjectWriter> {
    const file = this.fileOf(bucket, key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // Written aside and renamed, so a reader never sees half a file.
    const part = `${file}.${process.pid}.part`
    const stream = createWriteStream(part)
    return {
      stream,
      async commit() {
        await finished(stream)
        await fs.rename(part, file)
        return (await fs.stat(file)).size
      },
      async abort() {
        stream.destroy()
        await fs.rm(part, { force: true })
      },
    }
  }

  async read(bucket: ObjectBucket, key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(bucket, key))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(bucket: ObjectBucket, key: string): Promise<void> {
    await fs.rm(this.fileOf(bucket, key), { force: true })
  }

  async readStream(bucket: ObjectBucket, key: string, range?: ByteRange) {
    const file = this.fileOf(bucket, key)
    try {
      const { size } = await fs.stat(file)
      return { stream: createReadStream(file, range), size }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
}
