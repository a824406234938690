/** The mail service (without MAIL_API_URL, files in DATA_DIR/mail) and the automation webhook; only 2xx counts as delivered. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { services } from '#app-config'
import type { DeliveryKind } from './store.server'

export type Outbound = (kind: DeliveryKind, payload: string, deliveryId: string) => Promise<void>

/** Errors, logs and the stored `lastError` name the origin only: a hook's path or query often is its secret. */
async function post(url: string, body: string, contentType: string, deliveryId: string) {
  const { origin } = new URL(url)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Accept: 'application/json', 'Idempotency-Key': deliveryId },
    body,
    signal: AbortSignal.timeout(services.outgoingTimeoutMs),
  }).catch((error: unknown) => {
    throw new Error(`${origin} could not be reached`, { cause: error })
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`${origin} answered ${response.status}`)
}

export function createOutbound(options: { mailApiUrl?: string; webhookUrl?: string; dataDir: string }): Outbound {
  return async (kind, payload, deliveryId) => {
    if (kind === 'webhook') {
      if (!options.webhookUrl) return
      return post(options.webhookUrl, payload, 'text/plain', deliveryId)
    }
    const path = kind === 'user_email' ? '/email/user/' : '/email/internal/'
    if (options.mailApiUrl) return post(options.mailApiUrl + path, payload, 'application/json', deliveryId)
    const folder = join(options.dataDir, 'mail')
    mkdirSync(folder, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const file = kind === 'internal_email' ? `${stamp}-${deliveryId}-internal.html` : `${stamp}-${deliveryId}-user.json`
    const content =
      kind === 'internal_email' ? (JSON.parse(payload) as { html: string }).html : JSON.stringify(JSON.parse(payload), null, 2)
    writeFileSync(join(folder, file), content)
  }
}
