import { describe, expect, it } from 'vitest'
import { chromiumProvision } from './chromium.ts'

const nothing = () => false
const only = (file: string) => (f: string) => f === file

describe('chromiumProvision', () => {
  it('uses Debian’s Chromium when it is there', () => {
    const step = chromiumProvision({
      env: {},
      exists: only('/usr/bin/chromium'),
      isRoot: false,
      hasAptGet: true,
    })
    expect(step).toEqual({ do: 'use' })
  })

  it('uses CHROMIUM_PATH when it points to a file, even without Debian’s Chromium', () => {
    const step = chromiumProvision({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      exists: only('/opt/chrome/chrome'),
      isRoot: false,
      hasAptGet: false,
    })
    expect(step).toEqual({ do: 'use' })
  })

  it('stops at once when CHROMIUM_PATH points to a missing file, even as root with apt-get', () => {
    const step = chromiumProvision({
      env: { CHROMIUM_PATH: '/x' },
      exists: only('/usr/bin/chromium'),
      isRoot: true,
      hasAptGet: true,
    })
    expect(step).toEqual({
      do: 'stop',
      message:
        'Chromium not found at /x (CHROMIUM_PATH): set CHROMIUM_PATH to a Chromium binary,' +
        ' or unset it and run "apt-get install chromium"',
    })
  })

  it('installs Debian’s package as root with apt-get', () => {
    const step = chromiumProvision({ env: {}, exists: nothing, isRoot: true, hasAptGet: true })
    expect(step).toEqual({
      do: 'install',
      pkg: 'chromium',
      message:
        'Chromium not found at /usr/bin/chromium: install it with "apt-get install chromium"' +
        ' or set CHROMIUM_PATH to a Chromium binary',
    })
  })

  it('tells a user who is not root to run apt-get with sudo', () => {
    const step = chromiumProvision({ env: {}, exists: nothing, isRoot: false, hasAptGet: true })
    expect(step).toEqual({
      do: 'stop',
      message:
        'Chromium not found at /usr/bin/chromium: install it with "sudo apt-get install chromium"' +
        ' or set CHROMIUM_PATH to a Chromium binary',
    })
  })

  it('names no apt-get command where there is no apt-get, even as root', () => {
    const step = chromiumProvision({ env: {}, exists: nothing, isRoot: true, hasAptGet: false })
    expect(step).toEqual({
      do: 'stop',
      message:
        'Chromium not found at /usr/bin/chromium: install it or set CHROMIUM_PATH to a Chromium binary',
    })
  })

  it('treats an empty CHROMIUM_PATH as unset', () => {
    const step = chromiumProvision({
      env: { CHROMIUM_PATH: '' },
      exists: nothing,
      isRoot: true,
      hasAptGet: true,
    })
    expect(step.do).toBe('install')
  })
})
