import { describe, expect, it } from 'vitest'
import { canonicalJson, parseReadKey, postReadKey, readKeyOf } from './read-key.ts'

describe('read keys', () => {
  it('sorts keys at every depth, keeping arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1}',
    )
  })

  it('files a GET under its URL and a POST under its URL and canonical body', async () => {
    const url = 'https://app.example/ilead-service/v1/x/dashboard/source-wise-lead-stage'
    expect(await readKeyOf(new Request(`${url}?a=1`))).toBe(`${url}?a=1`)
    const post = new Request(url, { method: 'POST', body: '{"z":1,"a":2}' })
    expect(await readKeyOf(post)).toBe(`${url}#{"a":2,"z":1}`)
    // Read from a clone: the request still has its body for the network.
    expect(await post.text()).toBe('{"z":1,"a":2}')
    expect(await readKeyOf(new Request(url, { method: 'POST', body: 'x' }))).toBeNull()
  })

  it('splits a key back into its URL and body', () => {
    expect(parseReadKey(postReadKey('https://a.example/p', { b: 2, a: 1 }))).toEqual({
      url: 'https://a.example/p',
      body: { a: 1, b: 2 },
    })
    expect(parseReadKey('https://a.example/p?q=1')).toEqual({
      url: 'https://a.example/p?q=1',
      body: undefined,
    })
  })
})
