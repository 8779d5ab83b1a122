import { DISPOSITION_PATHS } from '../../../../../contract/dispositions.ts'
import type { ObjectStore, SignedAccess, SignedQuery } from '../../../object-store.ts'

export type RecordingAccess = SignedAccess

/**
 * Call recordings in the object store's `recordings` bucket. The store hands out signed
 * addresses on the recording route that work without a session until they expire, the way an
 * object store's presigned URLs do, so the same client code can face an S3-compatible store.
 */
export class RecordingStore {
  constructor(private readonly objects: ObjectStore) {}

  /** A signed address (path and query) for this access, valid until `expiresAt`. */
  signedUrl(recordingId: string, access: RecordingAccess, expiresAt: Date): string {
    const { expires, signature } = this.objects.sign('recordings', recordingId, access, expiresAt)
    const query = new URLSearchParams({ expires: String(expires), signature })
    return `${DISPOSITION_PATHS.recordingContent(recordingId)}?${query.toString()}`
  }

  /** Whether a signed address's expiry and signature hold at `now`. */
  verify(recordingId: string, access: RecordingAccess, query: SignedQuery, now: Date): boolean {
    return this.objects.verify('recordings', recordingId, access, query, now)
  }

  write(recordingId: string, bytes: Buffer): Promise<void> {
    return this.objects.write('recordings', recordingId, bytes)
  }

  /** Null when nothing was uploaded. */
  read(recordingId: string): Promise<Buffer | null> {
    return this.objects.read('recordings', recordingId)
  }
}
