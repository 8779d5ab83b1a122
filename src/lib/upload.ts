import { buildUrl } from './http.ts'

/** An S3 store's absolute address as it is; the embedded store's path under the API's base. */
export const fileHref = (address: string) =>
  /^https?:\/\//.test(address) ? address : buildUrl(address, undefined)

/**
 * PUTs a file to a pre-signed address with upload progress (fetch reports none): an S3 store's
 * absolute address as it is, the embedded store's path under the API's base. The address is the
 * permission: no session header goes with it.
 */
export function putFile(
  address: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const url = fileHref(address)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a header name, not text
    xhr.setRequestHeader('Content-Type', contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve()
      } else reject(new Error(`${xhr.status}`))
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.send(file)
  })
}
