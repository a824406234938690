import { describe, expect, it, vi } from 'vitest'
import type { Notice, PagesSnapshot } from './types'

vi.mock('virtual:content', () => ({ pages: [], notices: [] }))
vi.mock('../sources.server', () => ({ contentStore: () => ({}) }))
const { noticesAt } = await import('./pages.server')

const at = (iso: string) => Date.parse(iso)
const notice = (id: number, more: Partial<Notice>): Notice => ({
  kind: 'announcement',
  key: `wp-${id}`,
  locale: 'en',
  block: { name: 'lumera/announcement', attrs: { text: `Banner ${id}` }, inner: [] },
  date: `2026-11-${10 + id}T00:00:00`,
  sourceId: id,
  ...more,
})
const snapshot = (...notices: Notice[]): PagesSnapshot => ({ pages: [], notices, moved: [], fallbacks: [] })

describe('noticesAt', () => {
  const now = at('2026-12-10T12:00:00Z')

  it('shows the newest notice that has started and not ended', () => {
    const shown = noticesAt(snapshot(notice(1, {}), notice(2, { startsAt: at('2026-12-01T00:00:00Z') }), notice(3, { endsAt: at('2026-12-09T00:00:00Z') })), 'en', now)
    expect(shown.announcement?.sourceId).toBe(2)
  })

  it('says when what shows changes next: the running one ends, or a later one starts', () => {
    const ending = notice(1, { endsAt: at('2026-12-10T18:00:00Z') })
    const later = notice(2, { startsAt: at('2026-12-11T08:00:00Z') })
    const shown = noticesAt(snapshot(ending, later), 'en', now)
    expect(shown.announcement?.sourceId).toBe(1)
    expect(shown.nextChangeAt).toBe(at('2026-12-10T18:00:00Z'))
    expect(noticesAt(snapshot(later), 'en', now)).toEqual({ nextChangeAt: at('2026-12-11T08:00:00Z') })
  })

  it('shows nothing after the end, and no change to wait for', () => {
    expect(noticesAt(snapshot(notice(1, { endsAt: at('2026-12-10T11:59:59Z') })), 'en', now)).toEqual({})
  })

  it('keeps the languages and the kinds apart', () => {
    const note = notice(4, { kind: 'green-diploma', block: { name: 'lumera/green-diploma', attrs: {}, inner: [] } })
    const shown = noticesAt(snapshot(notice(1, {}), notice(2, { locale: 'it' }), note), 'en', now)
    expect([shown.announcement?.sourceId, shown['green-diploma']?.sourceId]).toEqual([1, 4])
  })
})
