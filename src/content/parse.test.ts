import { describe, expect, it } from 'vitest'
import { ContentError, fileNameParts, parseLegal, parsePost, readingMinutes, svgSize } from './parse'

const story = (front: Record<string, unknown>, body = 'An opening paragraph.\n\n## The brief\n\nText.') => {
  const base = {
    key: 'bellavista-milan',
    slug: 'bellavista-milan',
    title: 'A pastry counter for Brera',
    description: 'How a historic Milan pastry shop renovated its counter with two curved-glass Lumera cabinets.',
    date: '2025-10-02',
    client: 'Pasticceria Bellavista',
    location: 'Milan, Italy',
    category: 'bakery',
    cover: '/images/stories/bellavista-milan.svg',
    coverAlt: 'A curved pastry counter in a Milan shop',
    products: ['aurora-90-cake-display'],
    ...front,
  }
  const yaml = Object.entries(base)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')
  return `---\n${yaml}\n---\n${body}`
}

describe('parsePost', () => {
  it('reads a valid story, renders Markdown and computes reading time', () => {
    const post = parsePost('story', 'x.en.md', 'en', story({}, `Intro.\n\n## Results\n\n> A quote\n\n${'word '.repeat(660)}`))
    expect(post).toMatchObject({ kind: 'story', key: 'bellavista-milan', locale: 'en', category: 'bakery', readingMinutes: 3, coverSrc: '/images/stories/bellavista-milan.svg' })
    expect(post.html).toContain('<h2>Results</h2>')
    // Written out at build time in the post's language: no browser formats a date.
    expect(post.dateLabel).toBe('2 October 2025')
    expect(parsePost('story', 'x.it.md', 'it', story({})).dateLabel).toBe('2 ottobre 2025')
    expect(post.html).toContain('<blockquote>')
  })

  it.each([
    [{ slug: 'Bad Slug' }, 'slug'],
    [{ date: '02/10/2025' }, 'date'],
    [{ date: '2025-13-40' }, 'date'],
    [{ category: 'pizza' }, 'category'],
    [{ cover: 'https://example.com/a.jpg' }, 'cover'],
    [{ title: 'Short' }, 'title'],
    [{ description: 'Too short.' }, 'description'],
    [{ client: undefined }, 'client'],
    [{ unknown: 'field' }, 'unknown'],
    [{ products: 'aurora' }, 'products'],
  ])('rejects %j naming the field', (front, field) => {
    expect(() => parsePost('story', 'x.en.md', 'en', story(front))).toThrow(new RegExp(`x\\.en\\.md: .*${field}`))
  })

  it('accepts an article without client and a null category', () => {
    const source = story({ client: undefined, location: undefined, category: null })
    expect(parsePost('article', 'a.it.md', 'it', source).category).toBeNull()
  })

  it.each([
    ['no front matter', 'Just text'],
    ['invalid YAML', '---\ntitle: [unclosed\n---\nBody'],
    ['an empty body', story({}, '   ')],
    ['a second h1', story({}, '# Another title\n\nText')],
  ])('rejects %s', (_, source) => {
    expect(() => parsePost('story', 'x.en.md', 'en', source)).toThrow(ContentError)
  })
})

describe('parseLegal', () => {
  it('reads the title, description and update date', () => {
    const page = parseLegal('cookies', 'legal/cookies.en.md', 'en', '---\ntitle: Cookie policy\ndescription: What this website stores in your browser, why, for how long and how to change your mind.\nupdated: 2026-11-20\n---\n## Who we are\n\nText.')
    expect(page).toMatchObject({ key: 'cookies', locale: 'en', title: 'Cookie policy', updated: '2026-11-20', updatedLabel: '20 November 2026' })
  })
})

describe('file names and helpers', () => {
  it.each([
    ['customer-stories/bellavista-milan.en.md', { name: 'bellavista-milan', locale: 'en' }],
    ['inspiration-hub/r290.it.md', { name: 'r290', locale: 'it' }],
  ])('reads %s', (file, expected) => {
    expect(fileNameParts(file, ['en', 'it'])).toEqual(expected)
  })
  it.each(['story.md', 'story.fr.md', 'Story.en.md', 'story.en.txt'])('rejects %s', (file) => {
    expect(() => fileNameParts(file, ['en', 'it'])).toThrow(ContentError)
  })
  it('counts words, not markup, for the reading time', () => {
    expect(readingMinutes('## - * > --- |')).toBe(1)
    expect(readingMinutes('parola '.repeat(1100))).toBe(5)
  })
  it('reads SVG dimensions and refuses SVGs without them', () => {
    expect(svgSize('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 10" width="1600" height="1000">')).toEqual({ width: 1600, height: 1000 })
    expect(() => svgSize('a.svg', '<svg viewBox="0 0 16 10">')).toThrow(ContentError)
  })
})
