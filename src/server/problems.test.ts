import { describe, expect, it } from 'vitest'
import { healthProblems, type HealthFacts } from './problems'

const healthy: HealthFacts = {
  now: 1_000_000,
  feed: { en: { products: 31, readAt: 990_000, failure: null }, it: { products: 30, readAt: 990_000, failure: null } },
  storeWriteFailure: undefined,
  storeAnswers: true,
  disk: { freeBytes: 10 * 1024 ** 3, totalBytes: 50 * 1024 ** 3 },
}

describe('healthProblems', () => {
  it.each<[string, Partial<HealthFacts>, string[]]>([
    ['nothing wrong', {}, []],
    ['the embedded catalogue, no disk figures', { feed: null, disk: null }, []],
    [
      'a store answering HTML: the last good feed is named',
      {
        feed: {
          en: {
            products: 31,
            readAt: 400_000,
            failure: { reason: 'store sent invalid JSON (text/html, 40 bytes) for page 1', at: 995_000 },
          },
          it: { products: 30, readAt: 990_000, failure: null },
        },
      },
      [
        "catalogue (en): the store's last read failed 5 s ago (store sent invalid JSON (text/html, 40 bytes) for page 1); showing the 31 products read 10 min ago",
      ],
    ],
    [
      'a store down since the start',
      { feed: { en: { products: 0, readAt: null, failure: { reason: 'fetch failed', at: 1_000_000 } } } },
      ["catalogue (en): the store's last read failed 0 s ago (fetch failed); no products to show yet"],
    ],
    [
      'a database that does not answer, its address left out',
      { storeAnswers: false, storeWriteFailure: { reason: 'connect ECONNREFUSED 127.0.0.1:5432', at: 1_000_000 - 3 * 3600_000 } },
      [
        'lead store: it does not answer; forms tell visitors to try again',
        'lead store: a lead could not be stored 3 h ago (connect ECONNREFUSED (address)); visitors were told to try again',
      ],
    ],
    ['a full disk', { disk: { freeBytes: 512 * 1024, totalBytes: 16 * 1024 * 1024 } }, ['disk: 0.5 MB free where DATA_DIR is']],
    ['a small disk with room left', { disk: { freeBytes: 15 * 1024 * 1024, totalBytes: 16 * 1024 * 1024 } }, []],
    [
      'a large disk with 99 MB left',
      { disk: { freeBytes: 99 * 1024 * 1024, totalBytes: 100 * 1024 ** 3 } },
      ['disk: 99.0 MB free where DATA_DIR is'],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(healthProblems({ ...healthy, ...facts })).toStrictEqual(expected)
  })
})

describe('healthProblems: how long ago, and what is left out', () => {
  const failedAgo = (ms: number, reason = 'fetch failed') =>
    healthProblems({ ...healthy, feed: { en: { products: 0, readAt: null, failure: { reason, at: healthy.now - ms } } } })[0]

  it.each([
    [119_000, '119 s'],
    [119_600, '2 min'],
    [120_000, '2 min'],
    [7_199_000, '120 min'],
    [7_200_000, '2 h'],
    [-5_000, '0 s'],
  ])('says a failure %d ms old happened %s ago', (ms, ago) => {
    expect(failedAgo(ms)).toBe(`catalogue (en): the store's last read failed ${ago} ago (fetch failed); no products to show yet`)
  })

  it.each([
    ['an IPv4 address without a port', 'connect ECONNREFUSED 10.0.0.12', 'connect ECONNREFUSED (address)'],
    ['an IPv6 address and its port', 'connect ECONNREFUSED [fd00::1:a]:5432', 'connect ECONNREFUSED (address)'],
    ['an IPv6 address in capitals', 'connect ECONNREFUSED [FD00::1]', 'connect ECONNREFUSED (address)'],
    ['a long reason, cut at 160 characters', 'x'.repeat(300), 'x'.repeat(160)],
  ])('leaves out %s', (_, reason, shown) => {
    expect(failedAgo(1000, reason)).toBe(`catalogue (en): the store's last read failed 1 s ago (${shown}); no products to show yet`)
  })

  it('names a disk at exactly 5 % free only when it is below it', () => {
    expect(healthProblems({ ...healthy, disk: { freeBytes: 5 * 1024 * 1024, totalBytes: 100 * 1024 * 1024 } })).toStrictEqual([])
    expect(healthProblems({ ...healthy, disk: { freeBytes: 5 * 1024 * 1024 - 1, totalBytes: 100 * 1024 * 1024 } })).toStrictEqual([
      'disk: 5.0 MB free where DATA_DIR is',
    ])
    expect(healthProblems({ ...healthy, disk: { freeBytes: 100 * 1024 * 1024, totalBytes: 100 * 1024 ** 3 } })).toStrictEqual([])
  })
})
