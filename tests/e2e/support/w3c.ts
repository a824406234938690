import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The Nu Html Checker (the W3C's validator), from the `vnu-jar` package, run on this machine's Java. */
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** The checker's errors for a page's HTML, one line each (empty when the page is valid). */
export function w3cErrors(html: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'lumera-vnu-'))
  const file = join(dir, 'page.html')
  writeFileSync(file, html)
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', file], { stdio: ['ignore', 'pipe', 'pipe'] })
    return []
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '')
    const messages = (
      JSON.parse(output.slice(output.indexOf('{'))) as { messages: Array<{ type: string; message: string; extract?: string }> }
    ).messages
    return messages.filter((m) => m.type === 'error').map((m) => `${m.message} (${(m.extract ?? '').trim().slice(0, 120)})`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
