// The supervisor runs without a build: it loads the app's environment rules and logger through jiti, so a malformed
// variable stops `npm start` with one message before any server process starts, and its lines read like the app's.
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)

export async function loadFromApp() {
  const [{ loadEnv }, { log }] = await Promise.all([
    jiti.import('../../platform/env.server.ts'),
    jiti.import('../../platform/log.server.ts'),
  ])
  return { env: loadEnv(), log: log().child({ module: 'serve' }) }
}
