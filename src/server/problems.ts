/** What /api/health says is wrong (docs/decisions/0028): what failed, since when, and what visitors get meanwhile. */
type FeedLocaleStatus = { products: number; readAt: number | null; failure: { reason: string; at: number } | null }

export type HealthFacts = {
  now: number
  /** The store's feed per locale; null with the embedded catalogue. */
  feed: Record<string, FeedLocaleStatus> | null
  storeWriteFailure: { reason: string; at: number } | undefined
  storeAnswers: boolean
  /** Space of the file system of DATA_DIR; null when it could not be read. */
  disk: { freeBytes: number; totalBytes: number } | null
}

/** Below this much free space (and 5 % of the disk) DATA_DIR is reported as nearly full. */
const LOW_DISK_BYTES = 100 * 1024 * 1024

const ago = (now: number, at: number) => {
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  return seconds < 120 ? `${seconds} s` : seconds < 7200 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`
}

/** Addresses and ports of services do not belong in a public answer. */
const withoutAddresses = (text: string) =>
  text
    .replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, '(address)')
    .replace(/\[[0-9a-f:]+\](?::\d+)?/gi, '(address)')
    .slice(0, 160)

export function healthProblems(facts: HealthFacts): string[] {
  const { now } = facts
  const problems: string[] = []
  for (const [locale, status] of Object.entries(facts.feed ?? {})) {
    if (!status.failure) continue
    const serving =
      status.readAt === null ? 'no products to show yet' : `showing the ${status.products} products read ${ago(now, status.readAt)} ago`
    problems.push(
      `catalogue (${locale}): the store's last read failed ${ago(now, status.failure.at)} ago (${withoutAddresses(status.failure.reason)}); ${serving}`,
    )
  }
  if (!facts.storeAnswers) problems.push('lead store: it does not answer; forms tell visitors to try again')
  if (facts.storeWriteFailure) {
    problems.push(
      `lead store: a lead could not be stored ${ago(now, facts.storeWriteFailure.at)} ago (${withoutAddresses(facts.storeWriteFailure.reason)}); visitors were told to try again`,
    )
  }
  if (facts.disk && facts.disk.freeBytes < Math.min(LOW_DISK_BYTES, facts.disk.totalBytes * 0.05)) {
    problems.push(`disk: ${(facts.disk.freeBytes / 1024 / 1024).toFixed(1)} MB free where DATA_DIR is`)
  }
  return problems
}
