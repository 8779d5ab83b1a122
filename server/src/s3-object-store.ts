import { PassThrough, type Readable } from 'node:stream'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3Client } from '@aws-sdk/client-s3'
import type * as Presigner from '@aws-sdk/s3-request-presigner'
import {
  HmacSignedStore,
  type ObjectBucket,
  type ObjectStore,
  type ByteRange,
  type ObjectWriter,
  type StoredPart,
} from './object-store.ts'

export interface S3Settings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO, test servers). */
  forcePathStyle: boolean
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

// The SDK is large: loaded when the store is first used, not at every server's start.
let sdkLoad: Promise<[typeof S3Sdk, typeof Presigner]> | null = null
const loadSdk = () =>
  (sdkLoad ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]))

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...): one store bucket, our buckets as key
 * prefixes. The browser uploads straight to it with a presigned PUT; addresses this server
 * serves itself (recordings) are still signed with its HMAC secret, as the embedded store's.
 */
export class S3ObjectStore extends HmacSignedStore implements ObjectStore {
  private client: S3Client | null = null

  constructor(
    private readonly settings: S3Settings,
    secret: string,
  ) {
    super(secret)
  }

  private async sdk() {
    const [s3, presigner] = await loadSdk()
    const settings = this.settings
    this.client ??= new s3.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where S3 demands them: compatible stores do not all know the newer ones,
      // and a browser's presigned PUT cannot compute one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    return { s3, client: this.client, getSignedUrl: presigner.getSignedUrl }
  }

  private keyOf(bucket: ObjectBucket, key: string) {
    return `${bucket}/${this.safeKey(key)}`
  }

  async presignPut(
    bucket: ObjectBucket,
    key: string,
    o: { expiresAt: Date; contentType: string; size: number },
  ): Promise<string> {
    const { s3, client, getSignedUrl } = await this.sdk()
    const command = new s3.PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(bucket, key),
      ContentType: o.contentType,
      // Signed: the store refuses a body of any other length.
      ContentLength: o.size,
    })
    const expiresIn = Math.max(1, Math.floor((o.expiresAt.getTime() - Date.now()) / 1000))
    return getSignedUrl(client, command, { expiresIn })
  }

  async startParts(bucket: ObjectBucket, key: string, contentType: string): Promise<string> {
    const { s3, client } = await this.sdk()
    const out = await client.send(
      new s3.CreateMultipartUploadCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(bucket, key),
        ContentType: contentType,
      }),
    )
    if (!out.UploadId) throw new Error('The store gave no upload id')
    return out.UploadId
  }

  async presignPart(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    part: StoredPart,
    expiresAt: Date,
  ): Promise<string> {
    const { s3, client, getSignedUrl } = await this.sdk()
    const command = new s3.UploadPartCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(bucket, key),
      UploadId: uploadId,
      PartNumber: part.number,
      ContentLength: part.size,
    })
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
    return getSignedUrl(client, command, { expiresIn })
  }

  /** The store's own list: the browser need not read ETags (no CORS header to expose). */
  private async storedParts(bucket: ObjectBucket, key: string, uploadId: string) {
    const { s3, client } = await this.sdk()
    const parts: { PartNumber: number; ETag: string; Size: number }[] = []
    let marker: string | undefined
    do {
      const out = await client.send(
        new s3.ListPartsCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(bucket, key),
          UploadId: uploadId,
          PartNumberMarker: marker,
        }),
      )
      for (const p of out.Parts ?? [])
        parts.push({ PartNumber: p.PartNumber ?? 0, ETag: p.ETag ?? '', Size: p.Size ?? 0 })
      marker = out.IsTruncated ? out.NextPartNumberMarker : undefined
    } while (marker)
    return parts.sort((a, b) => a.PartNumber - b.PartNumber)
  }

  async listParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<StoredPart[]> {
    try {
      const parts = await this.storedParts(bucket, key, uploadId)
      return parts.map((p) => ({ number: p.PartNumber, size: p.Size }))
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchUpload') return []
      throw error
    }
  }

  async completeParts(
    bucket: ObjectBucket,
    key: string,
    uploadId: string,
    count: number,
  ): Promise<void> {
    const { s3, client } = await this.sdk()
    const parts = (await this.storedParts(bucket, key, uploadId)).filter(
      (p) => p.PartNumber <= count,
    )
    await client.send(
      new s3.CompleteMultipartUploadCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(bucket, key),
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })),
        },
      }),
    )
  }

  async abortParts(bucket: ObjectBucket, key: string, uploadId: string): Promise<void> {
    const { s3, client } = await this.sdk()
    try {
      await client.send(
        new s3.AbortMultipartUploadCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(bucket, key),
          UploadId: uploadId,
        }),
      )
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchUpload') throw error
    }
  }

  async write(bucket: ObjectBucket, key: string, bytes: Buffer): Promise<void> {
    const { s3, client } = await this.sdk()
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(bucket, key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    )
  }

  /**
   * Collected in memory and put whole on commit: a single PUT needs its length first, and the
   * files written here (report files) are a few MB.
   */
  async writer(bucket: ObjectBucket, key: string): Promise<ObjectWriter> {
    this.keyOf(bucket, key)
    const stream = new PassThrough()
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    const ended = new Promise<void>((resolve, reject) => {
      stream.on('end', resolve)
      stream.on('error', reject)
    })
    return {
      stream,
      commit: async () => {
        await ended
        const bytes = Buffer.concat(chunks)
        await this.write(bucket, key, bytes)
        return bytes.length
      },
      abort: async () => {
        stream.destroy()
        chunks.length = 0
      },
    }
  }

  async read(bucket: ObjectBucket, key: string): Promise<Buffer | null> {
    const found = await this.readStream(bucket, key)
    if (!found) return null
    const chunks: Buffer[] = []
    for await (const chunk of found.stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  async readStream(bucket: ObjectBucket, key: string, range?: ByteRange) {
    try {
      const { s3, client } = await this.sdk()
      const out = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(bucket, key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      // A range's answer names the whole object's size after its slash: "bytes 0-9/1234".
      const whole = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : NaN
      return {
        stream: out.Body as Readable,
        size: Number.isFinite(whole) ? whole : (out.ContentLength ?? 0),
      }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(bucket: ObjectBucket, key: string): Promise<void> {
    const { s3, client } = await this.sdk()
    await client.send(
      new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(bucket, key) }),
    )
  }
}
