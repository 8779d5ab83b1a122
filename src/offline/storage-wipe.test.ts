import { describe, expect, it } from 'vitest'
import { getClientId } from '../lib/client-id.ts'
import { wipeLocalData } from './storage-wipe.ts'

describe('wipeLocalData', () => {
  it('clears local and session storage and script-visible cookies', async () => {
    localStorage.setItem('siteoffice.session', '{"accessToken":"a"}')
    sessionStorage.setItem('draft', 'x')
    document.cookie = 'theme=dark; path=/'
    document.cookie = 'tracking=1'
    const clientId = getClientId()

    await wipeLocalData()

    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
    // A new device id afterwards, not the cached old one written back.
    expect(getClientId()).not.toBe(clientId)
  })
})
