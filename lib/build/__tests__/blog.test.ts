import { adjacentPosts, paginatePosts, toBlogPosts, type PostSource } from '../blog';
import { calendarDate, finnishDate } from '../dates';

const source = (slug: string, date: unknown, title = slug, tags: unknown = ['käyttöohje', 'perusteet']): PostSource => ({
  sourcePath: `blog/${slug}.mdx`,
  title,
  description: `${title}.`,
  date,
  tags,
  draft: false,
  headings: [],
});

// 23 posts, one a day in January 2026: three list pages of 10, 10 and 3.
const many = toBlogPosts(Array.from({ length: 23 }, (_, i) => source(`kirjoitus-${i + 1}`, `2026-01-${String(i + 1).padStart(2, '0')}`)));

describe('blog posts', () => {
  it('are newest first, a day’s posts by title, with the route from the file name', () => {
    const posts = toBlogPosts([
      source('vanha', '2025-06-16'),
      source('b', '2026-03-02T00:00:00.000Z', 'Bee'),
      source('a', '2026-03-02', 'Aa'),
    ]);
    expect(posts.map((p) => [p.slug, p.route, p.date])).toEqual([
      ['a', '/blog/a', '2026-03-02'],
      ['b', '/blog/b', '2026-03-02'],
      ['vanha', '/blog/vanha', '2025-06-16'],
    ]);
  });

  it('stop the build, naming the file, without a valid date, with unknown tags or an unusable file name', () => {
    expect(() => toBlogPosts([source('ilman-paivaa', undefined)])).toThrow('content/blog/ilman-paivaa.mdx: the front matter needs a date');
    expect(() => toBlogPosts([source('vaara-paiva', '2026-02-30')])).toThrow('content/blog/vaara-paiva.mdx');
    expect(() => toBlogPosts([source('tagit', '2026-01-01', 'T', ['uutiset', 'perusteet'])])).toThrow(
      'content/blog/tagit.mdx: unknown tag "uutiset"',
    );
    expect(() => toBlogPosts([source('Uusi_haku', '2026-01-01')])).toThrow('content/blog/Uusi_haku.mdx');
    expect(() => toBlogPosts([source('tags', '2026-01-01')])).toThrow('"tags" is taken');
  });
});

describe('paginatePosts', () => {
  it('puts 10 posts on a page: /blog, then /blog/page/2 …, each linking its neighbours', () => {
    const pages = paginatePosts(many, 10);
    expect(pages.map((p) => [p.route, p.posts.length, p.newerRoute, p.olderRoute])).toEqual([
      ['/blog', 10, undefined, '/blog/page/2'],
      ['/blog/page/2', 10, '/blog', '/blog/page/3'],
      ['/blog/page/3', 3, '/blog/page/2', undefined],
    ]);
    expect(pages[0].posts[0].slug).toBe('kirjoitus-23');
    expect(pages[2].posts.at(-1)!.slug).toBe('kirjoitus-1');
    expect(pages.flatMap((p) => p.posts)).toEqual(many);
    expect(pages.every((p) => p.totalPages === 3)).toBe(true);
  });

  it('gives an empty blog its first page and refuses a page size that is not a positive integer', () => {
    expect(paginatePosts([], 10)).toEqual([{ page: 1, totalPages: 1, route: '/blog', posts: [], newerRoute: undefined, olderRoute: undefined }]);
    expect(() => paginatePosts(many, 0)).toThrow('positive integer');
  });
});

describe('adjacentPosts', () => {
  it('gives a post the newer and the older post, and the ends only one', () => {
    expect(adjacentPosts(many, '/blog/kirjoitus-5')).toMatchObject({ newer: { slug: 'kirjoitus-6' }, older: { slug: 'kirjoitus-4' } });
    expect(adjacentPosts(many, '/blog/kirjoitus-23')).toEqual({ newer: undefined, older: expect.objectContaining({ slug: 'kirjoitus-22' }) });
    expect(adjacentPosts(many, '/blog/kirjoitus-1')).toEqual({ newer: expect.objectContaining({ slug: 'kirjoitus-2' }), older: undefined });
    expect(adjacentPosts(many, '/blog/ei-ole')).toEqual({});
  });
});

describe('dates', () => {
  it('reads the calendar date of a date or timestamp in its own offset', () => {
    expect(calendarDate('2026-06-05')).toBe('2026-06-05');
    expect(calendarDate('2026-06-05T23:30:00+03:00')).toBe('2026-06-05');
    expect(calendarDate('2026-02-29')).toBeNull();
    expect(calendarDate('5.6.2026')).toBeNull();
  });

  it('writes d.M.yyyy without leading zeros', () => {
    expect(finnishDate('2026-06-05T08:00:00Z')).toBe('5.6.2026');
    expect(finnishDate('2025-12-24')).toBe('24.12.2025');
    expect(() => finnishDate('eilen')).toThrow('Not a date');
  });
});
