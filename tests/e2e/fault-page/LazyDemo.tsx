export default function LazyDemo() {
  return <p data-testid="lazy-loaded">Testiosa latautui.</p>;
}
