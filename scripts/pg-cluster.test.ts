import { expect, it } from 'vitest'
import { newestVersion } from './pg-cluster.ts'

it('picks the newest PostgreSQL by version number, not by spelling', () => {
  expect(newestVersion(['9.6', '15', '13'])).toBe('15')
  expect(newestVersion(['16', '9.6'])).toBe('16')
  expect(newestVersion([])).toBeUndefined()
})
