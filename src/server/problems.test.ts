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
