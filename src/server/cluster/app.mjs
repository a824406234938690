// What the supervisor takes from the app's own code, loaded through jiti as `npm run leads` does (the supervisor
// runs without a build): the environment's rules (src/server/env.server.ts), checked once before any server
// process starts, so a malformed variable stops `npm start` / `npm run serve` with one message naming it, and
// the JSON logger (src/server/log.server.ts), so the supervisor's lines read like the app's.
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)

/** The validated environment and the supervisor's logger; exits with 1 (one log line) when the environment is malformed. */
export async function loadFromApp() {
  const [{ loadEnv }, { log }] = await Promise.all([jiti.import('../env.server.ts'), jiti.import('../log.server.ts')])
  return { env: loadEnv(), log: log().child({ module: 'serve' }) }
}
