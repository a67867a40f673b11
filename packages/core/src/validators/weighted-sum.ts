/** Σ digit × weight over the first `weights.length` digits of a string of ASCII digits. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i];
  return sum;
}

/** The value of the ASCII digit at `i`. */
export function digitAt(digits: string, i: number): number {
  return digits.charCodeAt(i) - 48;
}
