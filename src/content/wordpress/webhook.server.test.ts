import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { judgeNotification } from './webhook.server'

const secret = 'a-long-shared-secret'
const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('base64')
const judge = (body: string, signature: string | null = sign(body)) => judgeNotification({ body: Buffer.from(body), signature, secret })

describe('judgeNotification', () => {
  it.each([
    ['an article updated', { event: 'post.updated', post: { id: 12, type: 'post' } }, 'refresh'],
    ['a story deleted', { event: 'post.deleted', post: { id: 34, type: 'customer_story' } }, 'refresh'],
    ['the plugin’s ping', { event: 'ping' }, 'refresh'],
    ['a page updated', { event: 'post.updated', post: { id: 5, type: 'page' } }, 'ignore'],
    ['no post', { event: 'post.updated' }, 'ignore'],
    ['an image edited', { event: 'media.updated', post: { id: 7, type: 'attachment' } }, 'refresh'],
    ['a batch with an article', { event: 'post.updated', post: { id: 5, type: 'page' }, posts: [{ id: 5, type: 'page' }, { id: 6, type: 'post' }] }, 'refresh'],
    ['a batch of pages', { event: 'post.updated', post: { id: 5, type: 'page' }, posts: [{ id: 5, type: 'page' }, null] }, 'ignore'],
    ['no event', { post: { id: 5, type: 'post' } }, 'malformed'],
    ['a list', [1, 2], 'malformed'],
  ])('%s: %s', (_, message, verdict) => {
    expect(judge(JSON.stringify(message))).toBe(verdict)
  })

  it('refuses what is unsigned, signed with another secret, or altered after signing', () => {
    const body = JSON.stringify({ event: 'post.updated', post: { id: 12, type: 'post' } })
    expect(judge(body, null)).toBe('unauthorized')
    expect(judge(body, '')).toBe('unauthorized')
    expect(judge(body, sign(body, 'another-long-secret'))).toBe('unauthorized')
    expect(judge(body.replace('12', '13'), sign(body))).toBe('unauthorized')
  })

  it('calls a signed body that is not JSON malformed', () => {
    expect(judge('not json')).toBe('malformed')
  })
})
