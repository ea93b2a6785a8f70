/**
 * The arithmetic of the site's charts (`components/charts/`): how long a bar is and what share of a whole each
 * part is. Pure, so the bar lengths and the percentages printed beside them are tested once here.
 */

/**
 * A bar's length in percent of the chart's width: `value` against the largest value shown (`max`), so the longest
 * bar fills the track. Zero, negative or missing values draw no bar; a positive value too small to see draws a
 * sliver (1 %) so it is not mistaken for zero.
 */
export function barPercent(value: number, max: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  const percent = (Math.min(value, max) / max) * 100;
  return Math.max(1, Math.round(percent * 10) / 10);
}

/** The largest of the values (0 for none), the usual `max` of `barPercent`. */
export function maxOf(values: readonly number[]): number {
  return values.reduce((max, value) => Math.max(max, value), 0);
}

/**
 * Each value's share of their sum, in whole percent that add up to exactly 100 (largest remainder method: the
 * points lost to rounding go to the parts that lost most, earlier parts first on a tie). All zeros: all 0.
 */
export function wholePercentShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / total) * 100);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    shares[index]! += 1;
    missing -= 1;
  }
  return shares;
}
