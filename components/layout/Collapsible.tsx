'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { collapseDuration } from '@/lib/browser/collapse';

type Props = {
  open: boolean;
  id?: string;
  as?: 'div' | 'ul';
  className?: string;
  duration?: number;
  children: ReactNode;
};

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// Animates height between 0 and the content's height; skipped entirely for reduced motion.
export default function Collapsible({ open, id, as: Tag = 'div', className, duration, children }: Props) {
  const ref = useRef<HTMLElement | null>(null);
  const [shownOpen, setShownOpen] = useState(open);
  const [animating, setAnimating] = useState(false);
  // A change of `open` starts the animation in the same render, so the content is in the layout
  // (not hidden) when the effect measures its height.
  if (open !== shownOpen) {
    setShownOpen(open);
    setAnimating(!prefersReducedMotion());
  }
  const hidden = !open && !animating;

  useEffect(() => {
    const el = ref.current;
    if (!el || !animating) return;
    const full = el.scrollHeight;
    const ms = duration ?? collapseDuration(full);
    el.setAttribute('data-animating', 'true');
    el.style.transition = `height ${ms}ms ease-in-out`;
    el.style.height = open ? '0px' : `${full}px`;
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        el.style.height = open ? `${full}px` : '0px';
      });
    });
    const timer = window.setTimeout(() => {
      el.style.transition = '';
      el.style.height = '';
      el.removeAttribute('data-animating');
      setAnimating(false);
    }, ms + 50);
    return () => window.clearTimeout(timer);
  }, [open, animating, duration]);

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={className}
      hidden={hidden || undefined}
      data-collapsed={open ? 'false' : 'true'}
    >
      {children}
    </Tag>
  );
}
