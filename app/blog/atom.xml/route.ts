// Written to out/blog/atom.xml by the static export: the "Mitä uutta" posts as an Atom feed.
import { blogAtomFeed } from '@/lib/build/feed';
import { getPosts } from '@/lib/build/posts';
import { siteOrigin } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogAtomFeed(getPosts(), siteOrigin()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
