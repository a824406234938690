import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RecentKeys } from '#src/lib/recentKeys.ts'
import { judgeNotification, MAX_CHANGED_POSTS, NOTIFICATION_LIFETIME } from './webhook.server'

const secret = 'a-long-shared-secret'
const NOW = Date.UTC(2026, 10, 24, 9, 12, 4)
const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('base64')
const judge = (body: string, signature: string | null = sign(body), now = NOW, replays = new RecentKeys(NOTIFICATION_LIFETIME.windowMs)) =>
  judgeNotification({ body: Buffer.from(body), signature, secret, now, replays })
/** A notification as the plugin sends it: signed, with the time it was sent (a second before the site reads it). */
const judgeJson = (message: unknown) =>
  judge(JSON.stringify(message && typeof message === 'object' && !Array.isArray(message) ? { sent: new Date(NOW - 1000).toISOString(), ...message } : message))
const fresh = { sentAt: NOW - 1000 }

describe('judgeNotification', () => {
  it.each([
    ['an article updated, in English', { event: 'post.updated', post: { id: 12, type: 'post', lang: 'en' } }, [{ kind: 'article', id: 12, locale: 'en' }]],
    ['a story deleted (no language left)', { event: 'post.deleted', post: { id: 34, type: 'customer_story' } }, [{ kind: 'story', id: 34 }]],
    ['a language the site does not have', { event: 'post.updated', post: { id: 12, type: 'post', lang: 'fr' } }, [{ kind: 'article', id: 12 }]],
    [
      'a batch: each post and page once, the last language kept, menus left out',
      {
        event: 'post.updated',
        post: { id: 5, type: 'page' },
        posts: [
          { id: 5, type: 'page' },
          { id: 6, type: 'post', lang: 'en' },
          { id: 7, type: 'customer_story', lang: 'it' },
          { id: 6, type: 'post', lang: 'it' },
          { id: 8, type: 'nav_menu_item' },
          null,
        ],
      },
      [
        { kind: 'page', id: 5 },
        { kind: 'article', id: 6, locale: 'it' },
        { kind: 'story', id: 7, locale: 'it' },
      ],
    ],
    ['a page updated, in Italian', { event: 'post.updated', post: { id: 5, type: 'page', lang: 'it' } }, [{ kind: 'page', id: 5, locale: 'it' }]],
    ['a banner published', { event: 'post.published', post: { id: 9, type: 'lumera_notice', lang: 'en' } }, [{ kind: 'notice', id: 9, locale: 'en' }]],
    ['the front page chosen in Settings (no post named)', { event: 'front.updated', post: { type: 'post' } }, 'everything'],
    ['the plugin’s ping', { event: 'ping' }, 'everything'],
    ['an image without an id', { event: 'media.updated', post: { type: 'attachment' } }, 'everything'],
    ['an article without an id', { event: 'post.updated', post: { type: 'post' } }, 'everything'],
    ['an article with an id that is no id', { event: 'post.updated', post: { id: 1.5, type: 'post' } }, 'everything'],
    ['an article with id 0', { event: 'post.updated', post: { id: 0, type: 'post' } }, 'everything'],
    ['an article with its id as text', { event: 'post.updated', post: { id: '12', type: 'post' } }, 'everything'],
  ])('%s: reads %j', (_, message, changed) => {
    expect(judgeJson(message)).toEqual({ verdict: 'refresh', changed, ...fresh })
  })

  it.each([
    ['an image edited (the posts it is the cover of)', { event: 'media.updated', post: { id: 7, type: 'attachment' } }, [], [7]],
    [
      'an image and a story in one save',
      { event: 'post.updated', post: { id: 7, type: 'attachment' }, posts: [{ id: 7, type: 'attachment' }, { id: 40, type: 'customer_story', lang: 'en' }] },
      [{ kind: 'story', id: 40, locale: 'en' }],
      [7],
    ],
  ])('%s', (_, message, changed, images) => {
    expect(judgeJson(message)).toEqual({ verdict: 'refresh', changed, images, ...fresh })
  })

  it('reads everything after a bulk edit of more posts than a list read costs', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, type: 'post', lang: 'en' }))
    const at = judgeJson({ event: 'post.updated', post: many(1)[0], posts: many(MAX_CHANGED_POSTS) })
    expect(at.verdict === 'refresh' && at.changed).toHaveLength(MAX_CHANGED_POSTS)
    expect(judgeJson({ event: 'post.updated', post: many(1)[0], posts: many(MAX_CHANGED_POSTS + 1) })).toEqual({
      verdict: 'refresh',
      changed: 'everything',
      ...fresh,
    })
  })

  it.each([
    ['a menu item updated', { event: 'post.updated', post: { id: 5, type: 'nav_menu_item' } }, { verdict: 'ignore' }],
    ['no post', { event: 'post.updated' }, { verdict: 'ignore' }],
    ['a post that is no object', { event: 'post.updated', post: 'post' }, { verdict: 'ignore' }],
    ['a batch of menu items', { event: 'post.updated', post: { id: 5, type: 'nav_menu_item' }, posts: [{ id: 5, type: 'nav_menu_item' }, null] }, { verdict: 'ignore' }],
    ['no event', { post: { id: 5, type: 'post' } }, { verdict: 'malformed' }],
    ['an event that is no text', { event: 1, post: { id: 5, type: 'post' } }, { verdict: 'malformed' }],
    ['a list', [1, 2], { verdict: 'malformed' }],
    ['null', null, { verdict: 'malformed' }],
  ])('%s: %j', (_, message, expected) => {
    expect(judgeJson(message)).toEqual(expected)
  })

  it.each([
    ['with milliseconds', '2026-11-24T09:12:03.250Z', Date.UTC(2026, 10, 24, 9, 12, 3, 250)],
    ['in whole seconds with an offset', '2026-11-24T09:12:03+00:00', Date.UTC(2026, 10, 24, 9, 12, 3)],
  ])('keeps when the plugin sent it, %s', (_, sent, sentAt) => {
    expect(judgeJson({ event: 'post.updated', post: { id: 12, type: 'post' }, sent })).toEqual({ verdict: 'refresh', changed: [{ kind: 'article', id: 12 }], sentAt })
  })

  // The signed sending time is what makes a captured notification worthless: without it, replaying one every second
  // would make every process read WordPress again every second.
  it.each([
    ['no sending time', undefined],
    ['one it cannot read', 'not a date'],
    ['a number', 1732440000],
    ['one older than the window', new Date(NOW - NOTIFICATION_LIFETIME.windowMs - 1).toISOString()],
    ['one further ahead than clocks drift', new Date(NOW + NOTIFICATION_LIFETIME.aheadMs + 1).toISOString()],
  ])('refuses a notification with %s as stale', (_, sent) => {
    expect(judge(JSON.stringify({ event: 'ping', sent }))).toEqual({ verdict: 'stale' })
  })

  it.each([
    ['just inside the window', NOW - NOTIFICATION_LIFETIME.windowMs],
    ['a little ahead (clocks drift)', NOW + NOTIFICATION_LIFETIME.aheadMs],
  ])('accepts one sent %s', (_, sentAt) => {
    expect(judge(JSON.stringify({ event: 'ping', sent: new Date(sentAt).toISOString() }))).toEqual({ verdict: 'refresh', changed: 'everything', sentAt })
  })

  it('reads a notification once: the same one again is a replay, and changes nothing', () => {
    const replays = new RecentKeys(NOTIFICATION_LIFETIME.windowMs)
    const body = JSON.stringify({ event: 'ping', sent: new Date(NOW - 1000).toISOString() })
    expect(judge(body, sign(body), NOW, replays)).toMatchObject({ verdict: 'refresh' })
    for (let second = 1; second <= 60; second++) expect(judge(body, sign(body), NOW + second * 1000, replays)).toEqual({ verdict: 'replayed' })
    // The signature written another way (base64 is lenient) is the same notification.
    expect(judge(body, ` ${sign(body)}`, NOW + 61_000, replays)).toEqual({ verdict: 'replayed' })
    // Past the window it is stale, whoever remembers it.
    expect(judge(body, sign(body), NOW + NOTIFICATION_LIFETIME.windowMs + 1000, replays)).toEqual({ verdict: 'stale' })
    const next = JSON.stringify({ event: 'ping', sent: new Date(NOW).toISOString() })
    expect(judge(next, sign(next), NOW + 2000, replays)).toMatchObject({ verdict: 'refresh' })
  })

  it('remembers no notification it refused: a forged one cannot block the real one', () => {
    const replays = new RecentKeys(NOTIFICATION_LIFETIME.windowMs)
    const body = JSON.stringify({ event: 'ping', sent: new Date(NOW - 1000).toISOString() })
    expect(judge(body, sign(body, 'a-guessed-secret'), NOW, replays)).toEqual({ verdict: 'unauthorized' })
    expect(judge(body, sign(body), NOW, replays)).toMatchObject({ verdict: 'refresh' })
  })

  it('refuses what is unsigned, signed with another secret, or altered after signing', () => {
    const body = JSON.stringify({ event: 'post.updated', post: { id: 12, type: 'post' }, sent: new Date(NOW).toISOString() })
    expect(judge(body)).toMatchObject({ verdict: 'refresh' })
    expect(judge(body, null)).toEqual({ verdict: 'unauthorized' })
    expect(judge(body, '')).toEqual({ verdict: 'unauthorized' })
    expect(judge(body, sign(body, 'another-long-secret'))).toEqual({ verdict: 'unauthorized' })
    expect(judge(body.replace('12', '13'), sign(body))).toEqual({ verdict: 'unauthorized' })
  })

  it('calls a signed body that is not JSON malformed', () => {
    expect(judge('not json')).toEqual({ verdict: 'malformed' })
  })
})
