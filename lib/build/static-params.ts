// Route segments for generateStaticParams. `next dev` looks accented routes up by their
// percent-encoded form, while the export must use the raw one (the encoded form would be written
// as a literal file name), so development gets both.
export function segmentsWithDevEncodings(segmentLists: string[][]): string[][] {
  if (process.env.NODE_ENV !== 'development') return segmentLists;
  const out = [...segmentLists];
  for (const segments of segmentLists) {
    const encoded = segments.map(encodeURIComponent);
    if (encoded.join('/') !== segments.join('/')) out.push(encoded);
  }
  return out;
}
