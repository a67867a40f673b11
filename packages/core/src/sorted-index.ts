/** Index of the last entry at or before `value` in ascending `sorted`, whose first entry is at or before every value asked. */
export function lastIndexAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (sorted[middle] <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}
