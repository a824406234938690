import { describe, expect, it } from 'vitest'
import { clean, parseStack, reportOf, withoutQuery } from './report'

describe('parseStack', () => {
  it('reads V8 frames, oldest first, without queries', () => {
    const stack = [
      'Error: boom',
      '    at render (http://localhost:3000/assets/page-abc.js?v=2:10:20)',
      '    at http://localhost:3000/assets/main.js:1:5',
      '    at async load (file:///srv/site/.output/server/chunk.mjs:7:9)',
    ].join('\n')
    expect(parseStack(stack)).toEqual([
      { filename: 'file:///srv/site/.output/server/chunk.mjs', function: 'async load', lineno: 7, colno: 9 },
      { filename: '/assets/main.js', lineno: 1, colno: 5 },
      { filename: '/assets/page-abc.js', function: 'render', lineno: 10, colno: 20 },
    ])
  })

  it('reads Firefox and Safari frames', () => {
    expect(parseStack('render@http://localhost/assets/a.js:3:4\n@http://localhost/assets/b.js:5:6')).toEqual([
      { filename: '/assets/b.js', lineno: 5, colno: 6 },
      { filename: '/assets/a.js', function: 'render', lineno: 3, colno: 4 },
    ])
  })

  it.each([undefined, '', 'not a stack'])('gives no frame for %j', (stack) => expect(parseStack(stack)).toEqual([]))
})

describe('reportOf', () => {
  it('keeps no email, phone number, network address or query', () => {
    const error = new TypeError('Cannot send to ada.lovelace@example.com or +39 02 1234 5678 via 10.0.0.7:5432')
    const report = reportOf(error, 'server', { route: '/{-$locale}/_site/contact', path: '/contact?email=ada@example.com' })
    expect(report).toMatchObject({
      runtime: 'server',
      type: 'TypeError',
      message: 'Cannot send to [email] or [phone] via [address]',
      route: '/{-$locale}/_site/contact',
      path: '/contact',
    })
    expect(JSON.stringify(report)).not.toMatch(/ada|5678|10\.0\.0\.7/)
  })

  it.each([
    ['a string', 'it broke', { type: 'string', message: 'it broke' }],
    ['an object', { secret: 'x' }, { type: 'object', message: 'A value that is not an Error was thrown' }],
    ['nothing', undefined, { type: 'undefined', message: 'A value that is not an Error was thrown' }],
  ])('reports %s thrown', (_, value, expected) => expect(reportOf(value, 'browser')).toMatchObject({ ...expected, frames: [] }))

  it('bounds the message', () => expect(reportOf(new Error('x'.repeat(5000)), 'browser').message).toHaveLength(500))
})

describe('clean', () => {
  it.each([
    ['connect ECONNREFUSED 2001:db8::7:5432', 'connect ECONNREFUSED [address]'],
    ['from 2001:0db8:85a3:0000:0000:8a2e:0370:7334 and fe80::1%eth0', 'from [address] and [address]'],
    ['peer ::ffff:203.0.113.7 refused', 'peer [address] refused'],
    ['socket ::1 closed', 'socket [address] closed'],
    [
      'GET https://shop.example.com/wp-json/wc/v3/products?consumer_key=ck_1&search=ada failed',
      'GET https://shop.example.com/wp-json/wc/v3/products?[query] failed',
    ],
    ['Failed to load /search?q=rossi%40example.it&page=2.', 'Failed to load /search?[query]'],
    ['Failed to fetch "/api/x?token=abc" (404)', 'Failed to fetch "/api/x?[query]" (404)'],
    ['call 0333/1234567', 'call [phone]'],
  ])('%s', (text, expected) => expect(clean(text)).toBe(expected))

  it.each([
    'std::string is not a function',
    'Foo::bar at 10:30:45',
    'Why? Because.',
    'expected a value at 12:05',
    'route /{-$locale}/_site/product/$slug',
  ])('leaves %j as it is', (text) => expect(clean(text)).toBe(text))
})

describe('withoutQuery', () => {
  it.each([
    ['http://a.test/x/y?q=1#h', '/x/y'],
    ['/contact?email=a', '/contact'],
    ['file:///srv/a.mjs', 'file:///srv/a.mjs'],
  ])('%s', (input, expected) => expect(withoutQuery(input)).toBe(expected))
})
