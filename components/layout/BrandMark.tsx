// The site's mark, drawn inline: no image request and no image component in the page's code.
// The favicon (app/icon.svg) is the same drawing.
export default function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#0b5cad" />
      <rect x="6" y="8" width="20" height="17" rx="2" fill="#fff" />
      <rect x="6" y="8" width="20" height="4" fill="#9ecbff" />
      <rect x="9" y="15" width="5" height="3" fill="#0b5cad" />
      <rect x="16" y="15" width="7" height="3" fill="#1f7a3a" />
      <rect x="9" y="20" width="8" height="3" fill="#c28a00" />
    </svg>
  );
}
