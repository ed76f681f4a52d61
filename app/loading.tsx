export default function Loading() {
  return (
    <div className="doc-column page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Ladataan sivua…</span>
    </div>
  );
}
