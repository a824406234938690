import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The rules of deploy/varnish/site.vcl, each case in tests/varnish/ run by Debian's varnishtest against the file as it
// is (tests/varnish/README.md). Varnish and varnish-modules come with the test suite's system packages.
const VARNISHTEST = '/usr/bin/varnishtest'
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so'
const cases = fileURLToPath(new URL('../varnish/', import.meta.url))
const vclDir = fileURLToPath(new URL('../../deploy/varnish/', import.meta.url))
const files = readdirSync(cases).filter((name) => name.endsWith('.vtc'))

describe.skipIf(!existsSync(VARNISHTEST) || !existsSync(XKEY))('site.vcl under varnishtest', () => {
  it('has cases', () => expect(files.length).toBeGreaterThan(5))

  // Concurrently: most of their time is spent waiting for a page to age.
  it.concurrent.each(files)(
    '%s',
    async (file) => {
      const run = await varnishtest(file)
      // On a failure varnishtest prints the whole log: the lines starting with `----` say which expectation failed.
      const failure =
        run.code === 0
          ? ''
          : run.output
              .split('\n')
              .filter((line) => /^(----|#)/.test(line))
              .join('\n') || run.output
      expect(failure).toBe('')
    },
    90_000,
  )
})

function varnishtest(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(VARNISHTEST, ['-t', '60', '-D', `vcldir=${vclDir}`, `${cases}${file}`])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}
