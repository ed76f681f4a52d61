export default function PagePartDemo() {
  return <p data-testid="page-part">Sivun osa latautui.</p>;
}
