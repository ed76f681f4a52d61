import type { ReactNode } from 'react';
import { BlogMenu } from '@/components/layout/BlogSidebar';
import SectionLayout from '@/components/layout/SectionLayout';
import { getRecentPosts } from '@/lib/build/posts';
import { UI } from '@/lib/site/strings';

export default function BlogLayout({ children }: { children: ReactNode }) {
  const posts = getRecentPosts().map((p) => ({ title: p.title, route: p.route }));
  return (
    <SectionLayout name={UI.blogSidebar} className="blog-sidebar" menu={<BlogMenu posts={posts} />}>
      {children}
    </SectionLayout>
  );
}
