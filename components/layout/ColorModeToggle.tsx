'use client';

import { useTheme } from 'next-themes';
import { useHydrated } from './useHydrated';

function SunIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3l3 1.5ZM4.9 4.9l3.2 1.1-2.1 2.1-1.1-3.2Zm14.2 14.2-3.2-1.1 2.1-2.1 1.1 3.2ZM4.9 19.1 6 15.9l2.1 2.1-3.2 1.1ZM19.1 4.9 18 8.1 15.9 6l3.2-1.1Z"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a7.5 7.5 0 1 0 11.5 11.5Z" />
    </svg>
  );
}

export default function ColorModeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useHydrated();
  // Before hydration the stored mode is unknown to React; an inert button keeps the layout still.
  if (!mounted) {
    return <span className="color-mode-toggle" aria-hidden="true" />;
  }
  const dark = resolvedTheme === 'dark';
  const label = dark ? 'Vaihda vaaleaan tilaan (nyt tumma tila)' : 'Vaihda tummaan tilaan (nyt vaalea tila)';
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-label={label}
      title={label}
      data-testid="color-mode-toggle"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
