import fs from 'node:fs/promises'
import path from 'node:path'
import { DISPOSITION_PATHS } from '../../../../../contract/dispositions.ts'
import { constantTimeEqual, hmac } from '../../../security/tokens.ts'

export type RecordingAccess = 'put' | 'get'

/**
 * Where call recordings live. A store hands out signed addresses that work without a session
 * until they expire, the way an object store's presigned URLs do, so the same client code can
 * face an S3-compatible store configured later.
 */
export interface RecordingStore {
  /** A signed address (path and query) for this access, valid until `expiresAt`. */
  signedUrl(recordingId: string, access: RecordingAccess, expiresAt: Date): string
  /** Whether a signed address's expiry and signature hold at `now`. */
  verify(
    recordingId: string,
    access: RecordingAccess,
    query: { expires: number; signature: string },
    now: Date,
  ): boolean
  write(recordingId: string, bytes: Buffer): Promise<void>
  /** Null when nothing was uploaded. */
  read(recordingId: string): Promise<Buffer | null>
}

/** Ids are server-made UUIDs; anything else never becomes a file name. */
const SAFE_ID = /^[0-9a-f-]{36}$/

/**
 * The embedded store: files under DATA_DIR/recordings, served by this server at addresses
 * signed with the server's HMAC secret (the one development and single-server deployments use).
 */
export class EmbeddedRecordingStore implements RecordingStore {
  private readonly dir: string

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.dir = path.join(dataDir, 'recordings')
  }

  private signature(recordingId: string, access: RecordingAccess, expires: number) {
    return hmac(this.secret, `recording:${access}:${recordingId}:${expires}`)
  }

  signedUrl(recordingId: string, access: RecordingAccess, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000)
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(recordingId, access, expires),
    })
    return `${DISPOSITION_PATHS.recordingContent(recordingId)}?${query.toString()}`
  }

  verify(
    recordingId: string,
    access: RecordingAccess,
    { expires, signature }: { expires: number; signature: string },
    now: Date,
  ): boolean {
    return (
      SAFE_ID.test(recordingId) &&
      expires * 1000 > now.getTime() &&
      constantTimeEqual(signature, this.signature(recordingId, access, expires))
    )
  }

  private fileOf(recordingId: string) {
    if (!SAFE_ID.test(recordingId)) throw new Error('Not a recording id')
    return path.join(this.dir, recordingId)
  }

  async write(recordingId: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true })
    // Written aside and renamed, so a reader never sees half a file.
    const file = this.fileOf(recordingId)
    await fs.writeFile(`${file}.part`, bytes)
    await fs.rename(`${file}.part`, file)
  }

  async read(recordingId: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(recordingId))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
}
