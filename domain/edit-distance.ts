/**
 * How many typos apart two words are: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one (the optimal string alignment distance), as typo-tolerant
 * search engines count them ("landlrod" is one typo from "landlord", not two). Stops early: any
 * distance over `max` is answered as max + 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  // Three rows of the table: two back (for swaps), one back, and the one being filled.
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length] ?? 0, max + 1);
}
