import { describe, expect, it } from 'vitest'
import { pageChangeTags } from './cacheTags'
import type { PagesSnapshot, SitePage } from './types'

describe('pageChangeTags', () => {
  const block = (heading: string) => ({ name: 'lumera/hero' as const, attrs: { heading }, inner: [] })
  const page = (key: string, locale: 'en' | 'it', slug: string, heading = 'Hello', noindex = false): SitePage => ({
    key,
    role: slug ? 'own' : 'about',
    locale,
    slug,
    title: key,
    layout: 'default',
    seo: { noindex },
    blocks: [block(heading)],
  })
  const pages = (list: SitePage[], more: Partial<PagesSnapshot> = {}): PagesSnapshot => ({
    pages: list,
    notices: [],
    moved: [],
    fallbacks: [],
    ...more,
  })

  it.each([
    [
      'an edit purges that language only',
      [page('about', 'en', ''), page('about', 'it', '')],
      [page('about', 'en', '', 'Hi'), page('about', 'it', '')],
      ['site-page:about:en'],
    ],
    [
      'a new page purges its versions and its language’s list',
      [],
      [page('wp-9', 'en', 'fair')],
      ['site-page:wp-9:en', '404', 'site-page:wp-9', 'page-list:en'],
    ],
    ['an unpublished page the same', [page('wp-9', 'en', 'fair')], [], ['site-page:wp-9:en', '404', 'site-page:wp-9', 'page-list:en']],
    [
      'a renamed page the same',
      [page('wp-9', 'it', 'fiera')],
      [page('wp-9', 'it', 'fiera-2027')],
      ['site-page:wp-9:it', '404', 'site-page:wp-9', 'page-list:it'],
    ],
    [
      'hidden from search engines: the sitemap too',
      [page('about', 'en', '')],
      [page('about', 'en', '', 'Hello', true)],
      ['site-page:about:en', 'site-page:about', 'page-list:en'],
    ],
    ['nothing changed, nothing purged', [page('about', 'en', '')], [page('about', 'en', '')], []],
  ] as const)('%s', (_, before, after, tags) => {
    expect(pageChangeTags(pages([...before]), pages([...after]))).toEqual(tags)
  })

  it('a notice purges every page of its language', () => {
    const notice = {
      kind: 'announcement' as const,
      key: 'wp-3',
      locale: 'it' as const,
      block: { name: 'lumera/announcement' as const, attrs: { text: 'A' }, inner: [] },
      date: '2026-12-01',
    }
    expect(pageChangeTags(pages([]), pages([], { notices: [notice] }))).toEqual(['lang:it'])
  })

  it('a page served from its embedded document instead purges that page', () => {
    expect(
      pageChangeTags(pages([]), pages([], { fallbacks: [{ key: 'about', locale: 'en', sourceId: 4, servedEmbedded: true }] })),
    ).toEqual(['site-page:about:en'])
  })

  it('the embedded documents (no WordPress) change nothing', () => {
    expect(pageChangeTags(undefined, pages([page('about', 'en', '')]))).toEqual([])
  })
})
