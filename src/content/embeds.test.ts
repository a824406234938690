import { describe, expect, it } from 'vitest'
import { isPlayerUrl, parseEmbed } from './embeds'

describe('parseEmbed', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['http://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s plays from %s', (src, player) => {
    expect(parseEmbed(src)?.playerUrl).toBe(player)
  })

  it('links to the video on its provider’s site', () => {
    expect(parseEmbed('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', name: 'YouTube', pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    expect(parseEmbed('https://vimeo.com/76979871')).toMatchObject({ provider: 'vimeo', name: 'Vimeo', pageUrl: 'https://vimeo.com/76979871' })
  })

  it.each([
    undefined,
    '',
    'not a url',
    'javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/"onload=x',
    'https://www.youtube.com/watch',
    'https://vimeo.com/channels/staff',
    'https://player.vimeo.com/other/76979871',
    'ftp://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://evil.example/76979871',
  ])('refuses %s', (src) => {
    expect(parseEmbed(src)).toBeUndefined()
  })
})

describe('isPlayerUrl', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', true],
    ['https://player.vimeo.com/video/76979871', true],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', false],
    ['https://evil.example/embed/dQw4w9WgXcQ', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
    ['https://www.youtube-nocookie.com/embed/short', false],
    ['https://player.vimeo.com/channels/staff', false],
    [null, false],
  ])('%s -> %s', (url, expected) => {
    expect(isPlayerUrl(url)).toBe(expected)
  })
})
