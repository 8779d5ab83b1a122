import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { parseShortDate, parseWireDate, shortDateToWire, toWireDate } from './dates.ts'

describe('parseShortDate (d/M/y)', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['5/3/24', '2024-03-05'],
    [' 5/3/24 ', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    // Two-digit years: below 50 are 20xx, the rest 19xx.
    ['1/1/49', '2049-01-01'],
    ['1/1/50', '1950-01-01'],
    ['31/12/99', '1999-12-31'],
    ['1/1/00', '2000-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/00', '2000-02-29'],
    // Impossible days.
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['32/01/2024', null],
    ['00/01/2024', null],
    ['01/13/2024', null],
    ['01/00/2024', null],
    // Month first (US order) is not a day here.
    ['12/31/2024', null],
    // Not short dates.
    ['2024-03-05', null],
    ['5/3/202', null],
    ['5/3', null],
    ['', null],
    ['abc', null],
  ])('%j -> %j', (text, wire) => {
    expect(shortDateToWire(text)).toBe(wire)
  })

  it('gives the start of that day in India', () => {
    expect(parseShortDate('5/3/24')?.toISO()).toBe('2024-03-05T00:00:00.000+05:30')
  })
})

describe('toWireDate', () => {
  it.each([
    // 00:30 in India is already the next day, whatever the device's zone.
    [new Date('2024-03-04T19:00:00Z'), '2024-03-05'],
    [new Date('2024-03-04T18:29:59Z'), '2024-03-04'],
    [DateTime.fromISO('2024-12-31T23:59:00', { zone: 'Asia/Kolkata' }), '2024-12-31'],
    [DateTime.fromISO('2024-12-31T20:00:00', { zone: 'America/New_York' }), '2025-01-01'],
  ])('%s -> %s', (value, wire) => {
    expect(toWireDate(value)).toBe(wire)
  })
})

describe('parseWireDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000+05:30'],
    ['2023-02-29', null],
    ['05/03/2024', null],
    ['', null],
  ])('%j -> %j', (text, iso) => {
    expect(parseWireDate(text)?.toISO() ?? null).toBe(iso)
  })
})
