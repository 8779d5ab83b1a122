import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { system } from '../../../components/ui/system.ts'
import { clearFreshness, recordFreshness } from '../../../lib/freshness.ts'
import { isConnectivityBannerShown } from '../../../offline/connectivity/banner-presence.ts'
import { installConnectivity } from '../../../offline/connectivity/connectivity-store.ts'
import { OfflineBanner } from './offline-banner.tsx'

let browserOnline = true
let dispose: () => void = () => undefined

function setBrowserOnline(online: boolean) {
  browserOnline = online
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

function renderBanner(pendingCount?: number) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <OfflineBanner pendingCount={pendingCount} />
      </ChakraProvider>
    </I18nProvider>,
  )
}

beforeEach(() => {
  browserOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline)
  dispose = installConnectivity({ probe: () => new Promise(() => undefined) })
  clearFreshness()
})

afterEach(() => {
  dispose()
  vi.restoreAllMocks()
})

describe('OfflineBanner', () => {
  it('is an empty polite status region while online', () => {
    renderBanner(2)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
    expect(isConnectivityBannerShown()).toBe(false)
  })

  it('says offline and how many changes wait', () => {
    renderBanner(2)
    setBrowserOnline(false)
    const region = screen.getByRole('status')
    expect(region.textContent).toContain('You are offline.')
    expect(region.textContent).toContain('2 changes waiting to be sent')
    expect(isConnectivityBannerShown()).toBe(true)
  })

  it('counts one change, and none', () => {
    const { rerender } = renderBanner(1)
    setBrowserOnline(false)
    expect(screen.getByText('1 change waiting to be sent')).toBeTruthy()
    rerender(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <OfflineBanner pendingCount={0} />
        </ChakraProvider>
      </I18nProvider>,
    )
    expect(screen.getByText('No changes waiting to be sent')).toBeTruthy()
  })

  it('shows no count when the layout passes none', () => {
    renderBanner()
    setBrowserOnline(false)
    expect(screen.getByRole('status').textContent).not.toContain('waiting')
  })

  it('says reconnecting when the network comes back before the server answers', () => {
    renderBanner()
    setBrowserOnline(false)
    setBrowserOnline(true)
    expect(screen.getByRole('status').textContent).toContain('Back online, reconnecting…')
  })

  it('shows "Data as of" the oldest stored answer, in India time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-03-05T10:00:00Z'))
    renderBanner()
    setBrowserOnline(false)
    expect(screen.getByRole('status').textContent).not.toContain('Data as of')
    act(() => {
      recordFreshness('/a', Date.parse('2024-03-05T09:30:00Z'))
      recordFreshness('/b', Date.parse('2024-03-05T08:07:00Z'))
    })
    expect(screen.getByText('Data as of 01:37 PM')).toBeTruthy()
  })

  it('gives the day too when the data is from an earlier day', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-03-06T10:00:00Z'))
    renderBanner()
    setBrowserOnline(false)
    act(() => recordFreshness('/a', Date.parse('2024-03-05T08:07:00Z')))
    expect(screen.getByText('Data as of 05 Mar 2024, 01:37 PM')).toBeTruthy()
  })
})
