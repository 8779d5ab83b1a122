import { describe, expect, it } from 'vitest'
import {
  nextConnectivity,
  type Connectivity,
  type ConnectivityEvent,
} from './connectivity-state.ts'

const ALL: Connectivity[] = ['online', 'offline', 'reconnecting', 'server-unreachable']

describe('nextConnectivity', () => {
  it.each(ALL)(
    'from %s: the offline event means offline; a server answer means online',
    (state) => {
      expect(nextConnectivity(state, { type: 'browser-offline' })).toBe('offline')
      expect(nextConnectivity(state, { type: 'reached' })).toBe('online')
    },
  )

  it.each<[Connectivity, Connectivity]>([
    ['offline', 'reconnecting'],
    ['server-unreachable', 'reconnecting'],
    ['reconnecting', 'reconnecting'],
    ['online', 'online'],
  ])('from %s the online event leads to %s', (state, next) => {
    expect(nextConnectivity(state, { type: 'browser-online' })).toBe(next)
  })

  it.each(ALL)('from %s a failed call is offline or server-unreachable by the browser', (state) => {
    const failed = (browserOnline: boolean): ConnectivityEvent => ({
      type: 'unreachable',
      browserOnline,
    })
    expect(nextConnectivity(state, failed(false))).toBe('offline')
    expect(nextConnectivity(state, failed(true))).toBe('server-unreachable')
  })
})
