import type { MetadataRoute } from 'next';
import { robotsTxt } from '@/lib/build/metadata';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return robotsTxt();
}
