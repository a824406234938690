// The bench's one statistic. Every section reports medians of its runs.

/** The middle value; of an even count, the mean of the two middle ones (of two runs, not the larger one); NaN of none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (!sorted.length) return Number.NaN
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
