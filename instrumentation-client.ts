import { changesPage, navigationProgress } from '@/lib/browser/navigation-progress';

// Next calls this at the start of every client navigation: link clicks, router.push and back/forward.
export function onRouterTransitionStart(url: string) {
  if (changesPage(url, new URL(window.location.href))) navigationProgress.start();
}
