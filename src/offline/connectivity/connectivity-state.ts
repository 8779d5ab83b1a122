/**
 * - online: the server answers.
 * - offline: the browser has no network (navigator.onLine false, the `offline` event).
 * - reconnecting: the browser just came back online; the server has not answered yet.
 * - server-unreachable: the browser is online, but the server does not answer (failed fetches,
 *   timeouts, gateway 502/503/504, answers only the service worker's store could give).
 */
export type Connectivity = 'online' | 'offline' | 'reconnecting' | 'server-unreachable'

export type ConnectivityEvent =
  | { type: 'browser-offline' }
  | { type: 'browser-online' }
  | { type: 'reached' }
  | { type: 'unreachable'; browserOnline: boolean }

/** One step of the state machine; pure, so every transition is unit-tested. */
export function nextConnectivity(state: Connectivity, event: ConnectivityEvent): Connectivity {
  switch (event.type) {
    case 'browser-offline':
      return 'offline'
    case 'browser-online':
      // Not "online" yet: the network is back, the server has not said so.
      return state === 'online' ? 'online' : 'reconnecting'
    case 'reached':
      // The server answered: that outranks whatever navigator.onLine believes.
      return 'online'
    case 'unreachable':
      return event.browserOnline ? 'server-unreachable' : 'offline'
  }
}
