'use client';

import { afterHydration } from './afterHydration';

// The offline parts and the page feedback, each loaded once the page has hydrated.
export const OfflineSupport = afterHydration(() => import('@/components/offline/OfflineSupport'));
export const SaveOffline = afterHydration(() => import('@/components/offline/SaveOffline'));
export const PageFeedback = afterHydration(() => import('@/components/doc/PageFeedback'));
