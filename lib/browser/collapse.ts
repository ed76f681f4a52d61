// The same curve Docusaurus uses: taller content animates longer, but never sluggishly.
export function collapseDuration(height: number): number {
  if (!Number.isFinite(height) || height <= 0) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
