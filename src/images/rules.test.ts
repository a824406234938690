import { describe, expect, it } from 'vitest'
import {
  checkDeclaredLength,
  checkPixels,
  checkSourceType,
  followRedirect,
  formatOfContentType,
  isRefusal,
  parseImageRequest,
  refusalForUpstreamStatus,
  sniffFormat,
} from './rules'

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')
const png = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR')
const gif = bytes('GIF89a', [1, 0, 1, 0])
const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')
const avif = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0])

describe('parseImageRequest', () => {
  it.each([
    ['0123456789abcdef', '640.avif', { key: '0123456789abcdef', width: 640, format: 'avif' }],
    ['ffffffffffffffff', '320.webp', { key: 'ffffffffffffffff', width: 320, format: 'webp' }],
    ['0123456789abcdef', '1600.jpg', { key: '0123456789abcdef', width: 1600, format: 'jpeg' }],
    // The address of pages kept from before formats were in it: JPEG, which every browser shows.
    ['0123456789abcdef', '800', { key: '0123456789abcdef', width: 800, format: 'jpeg' }],
  ])('accepts %s / %s', (key, width, expected) => expect(parseImageRequest(key, width)).toEqual(expected))

  it.each([
    ['0123456789ABCDEF', '640', 404],
    ['0123456789abcde', '640', 404],
    ['0123456789abcdef0', '640', 404],
    ['../../etc/passwd', '640', 404],
    ['0123456789abcdeg', '640', 404],
    ['0123456789abcdef', '641', 400],
    ['0123456789abcdef', '0640', 400],
    ['0123456789abcdef', '640.0', 400],
    ['0123456789abcdef', '1e3', 400],
    ['0123456789abcdef', '99999', 400],
    ['0123456789abcdef', '', 400],
    ['0123456789abcdef', '-640', 400],
    ['0123456789abcdef', '640.png', 400],
    ['0123456789abcdef', '640.jpeg', 400],
    ['0123456789abcdef', '640.AVIF', 400],
    ['0123456789abcdef', '640.avif.jpg', 400],
    ['0123456789abcdef', '640.', 400],
    ['0123456789abcdef', '641.avif', 400],
  ])('refuses %s / %s with %i', (key, width, status) => {
    const result = parseImageRequest(key, width)
    expect(isRefusal(result) && result.status).toBe(status)
  })
})

describe('formatOfContentType', () => {
  it.each([
    ['image/jpeg', 'jpeg'],
    ['IMAGE/JPEG; charset=binary', 'jpeg'],
    ['image/jpg', 'jpeg'],
    ['image/pjpeg', 'jpeg'],
    ['image/png', 'png'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
    ['image/avif', 'avif'],
    ['image/svg+xml', undefined],
    ['text/html', undefined],
    ['application/octet-stream', undefined],
    ['image/', undefined],
    ['toString', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (type, format) => expect(formatOfContentType(type)).toBe(format))
})

describe('sniffFormat', () => {
  it.each([
    ['jpeg', jpeg, 'jpeg'],
    ['png', png, 'png'],
    ['gif87a', bytes('GIF87a'), 'gif'],
    ['gif89a', gif, 'gif'],
    ['webp', webp, 'webp'],
    ['avif', avif, 'avif'],
    ['avif sequence', bytes([0, 0, 0, 0x1c], 'ftypavis'), 'avif'],
    ['heic (not read)', bytes([0, 0, 0, 0x1c], 'ftypheic'), undefined],
    ['riff that is not webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), undefined],
    ['html', bytes('<!doctype html>'), undefined],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), undefined],
    ['two jpeg bytes', bytes([0xff, 0xd8]), undefined],
    ['empty', bytes(), undefined],
  ])('%s', (_, head, format) => expect(sniffFormat(head)).toBe(format))
})

describe('checkSourceType', () => {
  it.each([
    ['image/jpeg', jpeg, undefined],
    ['image/png', png, undefined],
    // Stores mislabel files (a PNG saved as .jpg): both must be images, not the same one.
    ['image/jpeg', png, undefined],
    ['text/html', jpeg, 415],
    ['image/jpeg', bytes('<script>alert(1)</script>'), 415],
    [null, jpeg, 415],
    ['image/svg+xml', bytes('<svg>'), 415],
  ])('%s with its bytes -> %s', (type, head, status) => expect(checkSourceType(type, head)?.status).toBe(status))
})

describe('checkDeclaredLength', () => {
  it.each([
    ['1000', 2000, undefined],
    ['2000', 2000, undefined],
    ['2001', 2000, 413],
    [null, 2000, undefined],
    ['', 2000, undefined],
    ['abc', 2000, undefined],
  ])('%s of %i -> %s', (header, max, status) => expect(checkDeclaredLength(header, max)?.status).toBe(status))
})

describe('checkPixels', () => {
  it.each([
    [2400, 1800, 50_000_000, undefined],
    [5000, 10_000, 50_000_000, undefined],
    [5000, 10_001, 50_000_000, 413],
    [60_000, 60_000, 50_000_000, 413],
    [0, 100, 50_000_000, 415],
    [undefined, 100, 50_000_000, 415],
    [100, undefined, 50_000_000, 415],
  ])('%s x %s (cap %i) -> %s', (w, h, max, status) => expect(checkPixels(w, h, max)?.status).toBe(status))
})

describe('followRedirect', () => {
  const store = 'http://127.0.0.1:8080'
  const from = new URL('http://127.0.0.1:8080/wp-content/uploads/a.jpg')
  it.each([
    ['/wp-content/uploads/b.jpg', 'http://127.0.0.1:8080/wp-content/uploads/b.jpg'],
    ['b.jpg', 'http://127.0.0.1:8080/wp-content/uploads/b.jpg'],
    ['http://127.0.0.1:8080/c.jpg', 'http://127.0.0.1:8080/c.jpg'],
  ])('follows %s on the store', (location, expected) => expect(String(followRedirect(location, from, store))).toBe(expected))

  it.each([
    ['http://127.0.0.1:9/stolen.jpg'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['//evil.test/a.jpg'],
    ['https://127.0.0.1:8080/a.jpg'],
    ['file:///etc/passwd'],
    ['http://[::1'],
    [null],
    [''],
  ])('refuses %s with 502', (location) => {
    const result = followRedirect(location, from, store)
    expect(isRefusal(result) && result.status).toBe(502)
  })
})

describe('refusalForUpstreamStatus', () => {
  it.each([
    [404, 404],
    [410, 404],
    [401, 502],
    [403, 502],
    [500, 502],
    [503, 502],
  ])('%i -> %i', (upstream, status) => expect(refusalForUpstreamStatus(upstream).status).toBe(status))
})

describe('refusals, exactly', () => {
  it.each([
    [() => parseImageRequest('zz', '640'), { status: 404, reason: 'No such image.' }],
    [() => parseImageRequest('0123456789abcdef', '641'), { status: 400, reason: 'Unsupported width.' }],
    [() => parseImageRequest('0123456789abcdef', '640.gif'), { status: 400, reason: 'Unsupported format.' }],
    [() => checkSourceType('text/html', new Uint8Array([0xff, 0xd8, 0xff])), { status: 415, reason: 'The source is not an image.' }],
    [() => checkSourceType('image/jpeg', new Uint8Array([0x3c, 0x73])), { status: 415, reason: 'The source is not a readable image.' }],
    [() => checkDeclaredLength('16000000', 15_000_000), { status: 413, reason: 'The source is too large.' }],
    [() => checkPixels(0, 10), { status: 415, reason: 'The source is not a readable image.' }],
    [() => checkPixels(8000, 8000, 50_000_000), { status: 413, reason: 'The source has too many pixels.' }],
    [
      () => followRedirect(null, new URL('https://store.example/a.jpg'), 'https://store.example'),
      { status: 502, reason: 'The store sent a redirect without a location.' },
    ],
    [
      () => followRedirect('http://[bad', new URL('https://store.example/a.jpg'), 'https://store.example'),
      { status: 502, reason: 'The store sent a malformed redirect.' },
    ],
    [
      () => followRedirect('https://elsewhere.example/a.jpg', new URL('https://store.example/a.jpg'), 'https://store.example'),
      { status: 502, reason: 'The store redirected off its own origin.' },
    ],
    [() => refusalForUpstreamStatus(410), { status: 404, reason: 'The store has no such image.' }],
    [() => refusalForUpstreamStatus(503), { status: 502, reason: 'The store answered 503.' }],
  ])('%#', (refuse, refusal) => {
    expect(refuse()).toStrictEqual(refusal)
  })
})

describe('formatOfContentType, spacing', () => {
  it.each([
    [' image/png ; charset=binary', 'png'],
    ['image/webp ', 'webp'],
  ])('%j -> %s', (header, format) => {
    expect(formatOfContentType(header)).toBe(format)
  })
})

describe('sniffFormat, every byte of the signature counts', () => {
  const bytes = (...parts: Array<string | number[]>) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))
  it.each([
    [bytes([0xff, 0xd8, 0xff]), 'jpeg'],
    [bytes([0xff, 0xd8]), undefined],
    [bytes([0xff, 0xd8, 0x00, 0xff]), undefined],
    [bytes([0xff, 0x00, 0xff, 0xe0]), undefined],
    [bytes([0x00, 0xd8, 0xff, 0xe0]), undefined],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBP'), 'webp'],
    [bytes('RIFX', [0, 0, 0, 0], 'WEBP'), undefined],
    [bytes('RIFF', [0, 0, 0, 0], 'WEB'), undefined],
    [bytes([0, 0, 0, 0x1c], 'ftypavif'), 'avif'],
    [bytes([0, 0, 0, 0x1c], 'ftypavis'), 'avif'],
    [bytes([0, 0, 0, 0x1c], 'ftypheic'), undefined],
    [bytes([0, 0, 0, 0x1c], 'xtypavif'), undefined],
    [bytes('GIF87a'), 'gif'],
    [bytes('GIF8'), undefined],
    [bytes(), undefined],
  ])('%o -> %s', (input, format) => {
    expect(sniffFormat(input)).toBe(format)
  })
})

describe('checkDeclaredLength, headers that say nothing', () => {
  it.each([null, undefined, '', 'abc', '15728640'])('%j is not refused up front', (header) => {
    expect(checkDeclaredLength(header)).toBeUndefined()
  })
  it('one byte over the cap is', () => expect(checkDeclaredLength('15728641')?.status).toBe(413))
})

describe('isRefusal', () => {
  it.each([
    [{ status: 404, reason: 'No such image.' }, true],
    [{ status: 404 }, false],
    [{ reason: 'x' }, false],
    [new URL('https://store.example/a.jpg'), false],
    [{ key: '0123456789abcdef', width: 640 }, false],
    [null, false],
    [undefined, false],
    ['status reason', false],
  ])('%o -> %s', (value, expected) => {
    expect(isRefusal(value)).toBe(expected)
  })
})
