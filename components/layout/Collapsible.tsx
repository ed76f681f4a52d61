'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { collapseDuration } from '@/lib/docusaurus/collapse';

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
  const first = useRef(true);
  const [hidden, setHidden] = useState(!open);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    if (prefersReducedMotion()) {
      el.style.transition = '';
      el.style.height = '';
      el.removeAttribute('data-animating');
      setHidden(!open);
      return;
    }
    setHidden(false);
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
    const done = () => {
      el.style.transition = '';
      el.style.height = '';
      el.removeAttribute('data-animating');
      setHidden(!open);
    };
    const timer = window.setTimeout(done, ms + 50);
    return () => window.clearTimeout(timer);
  }, [open, duration]);

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={className}
      hidden={hidden && !open ? true : undefined}
      data-collapsed={open ? 'false' : 'true'}
    >
      {children}
    </Tag>
  );
}
