import { describe, expect, it } from 'vitest'
import { runContentCli } from './export.server'

const io = (env: Record<string, string> = {}) => {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), env, root: '.' } }
}

describe('npm run content', () => {
  it('explains itself on --help', async () => {
    const { out, io: streams } = io()
    expect(await runContentCli(['--help'], streams)).toBe(0)
    expect(out.join('')).toContain('--export-to-wordpress')
  })

  it.each([[[]], [['--export']], [['--export-to-wordpress', '--extra']]])('refuses %j with the usage', async (args) => {
    const { err, io: streams } = io()
    expect(await runContentCli(args, streams)).toBe(2)
    expect(err.join('')).toContain('Usage')
  })

  it('needs WordPress and an application password', async () => {
    const none = io()
    expect(await runContentCli(['--export-to-wordpress'], none.io)).toBe(2)
    expect(none.err.join('')).toContain('WORDPRESS_APP_PASSWORD')
    const malformed = io({ WORDPRESS_URL: 'not a url' })
    expect(await runContentCli(['--export-to-wordpress'], malformed.io)).toBe(2)
    expect(malformed.err.join('')).toContain('WORDPRESS_URL')
  })
})
