import { describe, expect, it } from 'vitest'
import { newestAutosave, withUnsaved } from './unsaved'

const post = {
  id: 12,
  modified_gmt: '2026-11-20T10:00:00',
  title: { raw: 'Saved title' },
  excerpt: { raw: 'Saved excerpt' },
  content: { raw: '<p>Saved</p>' },
  meta: { lumera_client: 'Caffè Roma', lumera_location: 'Turin, Italy' },
  featured_media: 7,
  _embedded: { 'wp:featuredmedia': [{ id: 7 }], 'wp:term': [[{ slug: 'pasticceria' }]] },
}
const autosave = (modified: string, extra: Record<string, unknown> = {}) => ({
  modified_gmt: modified,
  title: { raw: `Title of ${modified}` },
  excerpt: { raw: 'Unsaved excerpt' },
  content: { raw: '<p>Unsaved</p>' },
  ...extra,
})

describe('newestAutosave', () => {
  it.each([
    ['no autosave', [], undefined],
    ['not a list', { modified_gmt: '2026-11-21T10:00:00' }, undefined],
    ['one older than the post', [autosave('2026-11-19T10:00:00')], undefined],
    ['one as old as the post', [autosave('2026-11-20T10:00:00')], undefined],
    ['one newer', [autosave('2026-11-21T10:00:00')], '2026-11-21T10:00:00'],
    ['the newest of several, in any order', [autosave('2026-11-21T10:00:00'), autosave('2026-11-22T10:00:00'), null], '2026-11-22T10:00:00'],
  ])('%s', (_, autosaves, expected) => {
    expect(newestAutosave(post, autosaves)?.modified_gmt).toBe(expected)
  })
})

describe('withUnsaved', () => {
  it('keeps the post as saved without an autosave or a cover', () => {
    expect(withUnsaved(post, undefined, undefined, undefined)).toEqual(post)
  })

  it('takes the title, excerpt and text of the autosave, and keeps the rest of the post', () => {
    const shown = withUnsaved(post, autosave('2026-11-21T10:00:00'), undefined, undefined)
    expect(shown).toMatchObject({ id: 12, title: { raw: 'Title of 2026-11-21T10:00:00' }, excerpt: { raw: 'Unsaved excerpt' }, content: { raw: '<p>Unsaved</p>' } })
    expect(shown.meta).toEqual(post.meta)
    expect(shown._embedded).toEqual(post._embedded)
  })

  it('takes the fields an autosave carries over the saved ones (WordPress 6.4 and later)', () => {
    const shown = withUnsaved(post, autosave('2026-11-21T10:00:00', { meta: { lumera_location: 'Torino, Italia' } }), undefined, undefined)
    expect(shown.meta).toEqual({ lumera_client: 'Caffè Roma', lumera_location: 'Torino, Italia' })
    expect(post.meta.lumera_location).toBe('Turin, Italy')
  })

  it('shows the unsaved featured image the link names, and keeps the terms', () => {
    const shown = withUnsaved(post, undefined, 9, { id: 9, source_url: 'http://wp.test/new.jpg' })
    expect(shown.featured_media).toBe(9)
    expect(shown._embedded).toEqual({ 'wp:featuredmedia': [{ id: 9, source_url: 'http://wp.test/new.jpg' }], 'wp:term': post._embedded['wp:term'] })
  })

  it.each([
    ['removed (0)', 0, undefined],
    ['named but not found', 9, undefined],
  ])('shows no featured image when the unsaved one is %s', (_, cover, image) => {
    const shown = withUnsaved(post, autosave('2026-11-21T10:00:00'), cover, image)
    expect(shown._embedded).toEqual({ 'wp:featuredmedia': [], 'wp:term': post._embedded['wp:term'] })
    expect(shown.title).toEqual({ raw: 'Title of 2026-11-21T10:00:00' })
  })
})
