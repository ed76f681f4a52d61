import TagLinks from '@/components/doc/TagLinks';
import type { BlogPost } from '@/lib/build/blog';
import { finnishDate } from '@/lib/build/dates';
import { tagLinks } from '@/lib/build/tags';
import { blogTagRoute } from '@/lib/site/routes';

// A post's date and tags, under its title in the list and on the post itself.
export default function PostMeta({ post }: { post: BlogPost }) {
  return (
    <div className="post-meta">
      <p className="post-meta__date">
        Julkaistu <time dateTime={post.date}>{finnishDate(post.date)}</time>
      </p>
      <TagLinks tags={tagLinks(post.tags, blogTagRoute)} />
    </div>
  );
}
