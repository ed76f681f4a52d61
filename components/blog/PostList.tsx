import Link from 'next/link';
import PostMeta from './PostMeta';
import type { BlogPost } from '@/lib/build/blog';

// Posts as the list pages show them: title, date, tags and the description, newest first.
export default function PostList({ posts, label }: { posts: BlogPost[]; label: string }) {
  return (
    <ul className="post-list" aria-label={label}>
      {posts.map((post) => (
        <li key={post.route}>
          <article className="post-summary">
            <h2 className="post-summary__title">
              <Link href={post.route}>{post.title}</Link>
            </h2>
            <PostMeta post={post} />
            <p>{post.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
