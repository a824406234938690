import { describe, expect, it } from 'vitest'
import { fileSize } from './fileSize'

describe('fileSize', () => {
  // Decimals first: each language's number format is made on its first use, so its first case must show the separator.
  it.each<[number, 'en' | 'it', string]>([
    [1_234_567, 'en', '1.2 MB'],
    [1_234_567, 'it', '1,2 MB'],
    [1_250_000, 'it', '1,3 MB'],
    [0, 'en', '0 B'],
    [999, 'en', '999 B'],
    [1000, 'en', '1 KB'],
    [84_321, 'en', '84 KB'],
    [84_721, 'it', '85 KB'],
    [999_499, 'en', '999 KB'],
    [1_000_000, 'en', '1 MB'],
    [123_456_789, 'en', '123.5 MB'],
    [1_234_567_890, 'it', '1234,6 MB'],
  ])('%i bytes in %s: %s', (bytes, locale, text) => expect(fileSize(bytes, locale)).toBe(text))
})
