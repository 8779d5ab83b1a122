/** The loopback S3 server of the S3 store's test: only what the test uses. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory?: string
      configureBuckets?: { name: string }[]
    })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
