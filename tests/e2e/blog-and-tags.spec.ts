import { expect, test, type Page } from '@playwright/test';
import { readContentTree } from '../../lib/build/content-model/read-content';
import { axeViolations } from './axe';
import { BLOG_POSTS, BLOG_ROUTES, DOCS_TAG_ROUTES } from './routes';

// What the content files' front matter says (through the content model, the one reader of MDX),
// so the tag pages and the feed are checked against what writers wrote, not against the pages' code.
type Entry = { route: string; title: string; tags: string[]; date?: string; blog: boolean };

function contentEntries(): Entry[] {
  return readContentTree('content').models.flatMap((m) => {
    if (!m.frontmatter) return [];
    const { title, tags, date } = m.frontmatter;
    return [{ route: '/manual' + (m.route === '/' ? '/' : m.route), title, tags, date, blog: m.file.startsWith('content/blog/') }];
  });
}

const entries = contentEntries();
const docs = entries.filter((e) => !e.blog);
const posts = entries.filter((e) => e.blog).sort((a, b) => b.date!.localeCompare(a.date!) || a.title.localeCompare(b.title, 'fi'));
const plain = (label: string) => label.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ /g, '-');
const finnish = new Intl.Collator('fi');

async function linksIn(page: Page, listName: string): Promise<string[]> {
  const list = page.getByRole('main').getByRole('list', { name: listName });
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.map((h) => decodeURI(h).replace(/^\/manual$/, '/manual/'));
}

// The posts of a post list, by their title links (each post also links its tags).
async function postsIn(page: Page, listName: string): Promise<string[]> {
  const list = page.getByRole('main').getByRole('list', { name: listName });
  return list.getByRole('heading', { level: 2 }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

test.describe('new routes', () => {
  test('every tag and blog page answers 200 with its h1, and so do the accented tag spellings', async ({ request }) => {
    const accented = ['/manual/tags/työaika', '/manual/tags/säännöt', '/manual/blog/tags/käyttöohje'];
    for (const route of [...DOCS_TAG_ROUTES, ...BLOG_ROUTES, ...accented]) {
      const res = await request.get(encodeURI(route), { maxRedirects: 0 });
      expect(res.status(), route).toBe(200);
      expect(await res.text(), route).toMatch(/<h1[ >]/);
    }
  });

  test('an unknown post, list page or tag is the not-found page, with the manual’s sidebar', async ({ page }) => {
    for (const route of ['/manual/blog/ei-ole', '/manual/blog/page/1', '/manual/blog/page/3', '/manual/tags/ei-ole', '/manual/blog/tags/teho']) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' })).toBeVisible();
  });

  test('the navbar leads to the blog', async ({ page }) => {
    await page.goto('/manual/perustoiminnot/osastot');
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Mitä uutta' }).click();
    await expect(page).toHaveURL(/\/manual\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mitä uutta' })).toBeVisible();
  });
});

test.describe('the blog', () => {
  test('lists 10 posts a page, newest first, and pages through all of them once', async ({ page }) => {
    await page.goto('/manual/blog');
    const first = await postsIn(page, 'Kirjoitukset');
    expect(first).toEqual(posts.slice(0, 10).map((p) => p.route));
    const dates = await page.getByRole('main').getByRole('list', { name: 'Kirjoitukset' }).locator('time').evaluateAll((t) => t.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    const pager = page.getByRole('navigation', { name: 'Kirjoituslistan sivut' });
    await expect(pager.getByRole('link', { name: /Uudemmat/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Vanhemmat kirjoitukset/ }).click();
    await expect(page).toHaveURL(/\/manual\/blog\/page\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitä uutta, sivu 2');
    const second = await postsIn(page, 'Kirjoitukset');
    expect([...first, ...second]).toEqual(posts.map((p) => p.route));
    expect(new Set([...first, ...second])).toEqual(new Set(BLOG_POSTS));
    await page.getByRole('navigation', { name: 'Kirjoituslistan sivut' }).getByRole('link', { name: /Uudemmat kirjoitukset/ }).click();
    await expect(page).toHaveURL(/\/manual\/blog$/);
  });

  test('a post shows its date, tags, breadcrumbs, contents and the posts before and after it', async ({ page }) => {
    const [newer, post, older] = posts.slice(1, 4);
    await page.goto(post.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const published = page.getByRole('main').locator('time').first();
    await expect(published).toHaveAttribute('datetime', post.date!);
    const [y, m, d] = post.date!.split('-').map(Number);
    await expect(published).toHaveText(`${d}.${m}.${y}`);
    const article = page.getByRole('main').getByRole('article');
    for (const tag of post.tags) {
      await expect(article.getByRole('link', { name: tag, exact: true }).first()).toHaveAttribute('href', `/manual/blog/tags/${plain(tag)}`);
    }
    await expect(page.getByRole('navigation', { name: 'Murupolku' })).toContainText('Mitä uutta');
    await expect(page.getByRole('navigation', { name: 'Sivun sisältö' }).getByRole('link').first()).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Edellinen ja seuraava kirjoitus' });
    await expect(pager.getByRole('link', { name: new RegExp(newer.title) })).toHaveAttribute('href', newer.route);
    await pager.getByRole('link', { name: new RegExp(older.title) }).click();
    await expect(page).toHaveURL(new RegExp(`${older.route}$`));
    await page.goto(posts[0].route);
    await expect(page.getByRole('navigation', { name: 'Edellinen ja seuraava kirjoitus' }).getByRole('link')).toHaveCount(1);
  });

  test('blog pages have the blog sidebar with the newest posts, and lists have no table of contents', async ({ page }) => {
    await page.goto(posts[2].route);
    const sidebar = page.getByRole('navigation', { name: 'Blogin sivupalkki' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ohjeiden sivupalkki' })).toHaveCount(0);
    const recent = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(recent.slice(0, 5)).toEqual(posts.slice(0, 5).map((p) => p.route));
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(posts[2].title);
    for (const route of ['/manual/blog', '/manual/blog/tags', '/manual/tags']) {
      await page.goto(route);
      await expect(page.getByRole('navigation', { name: 'Sivun sisältö' })).toHaveCount(0);
    }
  });

  test('the phone menu shows the blog’s menu on a blog page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/manual/blog');
    await page.getByRole('button', { name: 'Avaa navigointivalikko' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigointivalikko' });
    await expect(drawer.getByRole('navigation', { name: 'Blogin sivupalkki (mobiili)' }).getByRole('link', { name: posts[0].title })).toBeVisible();
  });

  test('the Atom feed is valid XML with one entry per post, linked from every page’s head', async ({ page, request }) => {
    const res = await request.get('/manual/blog/atom.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    await page.goto('/manual/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ns = 'http://www.w3.org/2005/Atom';
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        links: [...doc.getElementsByTagNameNS(ns, 'entry')].map((e) => e.getElementsByTagNameNS(ns, 'link')[0].getAttribute('href')!),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.root).toBe('feed');
    expect(parsed.links.map((href) => new URL(href).pathname)).toEqual(posts.map((p) => p.route));
    for (const route of ['/manual/', '/manual/tags', posts[0].route, '/manual/ei-tallaista-sivua']) {
      await page.goto(route);
      const href = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
      expect(new URL(href!).pathname, route).toBe('/manual/blog/atom.xml');
    }
  });

  test('no blog post is in the search index, and docs search still finds doc pages', async ({ page, request }) => {
    for (const file of ['search-index-docs-default-current.json', 'search-index-default.json']) {
      const index = await (await request.get(`/manual/${file}`)).json();
      const blog = index.documents.filter((d: { sectionRoute: string; type: string }) => d.type === 'blog' || d.sectionRoute.startsWith('/manual/blog'));
      expect(blog, file).toEqual([]);
    }
    // A post's own words find the doc page the post is about, never the post.
    await page.goto('/manual/blog');
    await page.getByRole('button', { name: 'Hae ohjeista' }).click();
    await page.getByRole('combobox').fill('lisäoikeudet kustannustiedot');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const targets = await options.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(targets.some((href) => href.includes('/manual/perustoiminnot/kayttajat'))).toBe(true);
    expect(targets.filter((href) => href.includes('/manual/blog'))).toEqual([]);
  });
});

test.describe('tags', () => {
  test('the tag list has every tag in use, its page count and Finnish alphabetical order', async ({ page }) => {
    await page.goto('/manual/tags');
    const cards = page.getByRole('main').getByRole('list', { name: 'Tunnisteet' }).getByRole('link');
    const shown = await cards.evaluateAll((links) =>
      links.map((a) => [a.querySelector('.card__title')!.textContent!, a.querySelector('.card__count')!.textContent!]),
    );
    const counts = new Map<string, number>();
    for (const doc of docs) for (const tag of doc.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const expected = [...counts].sort(([a], [b]) => finnish.compare(a, b)).map(([tag, n]) => [tag, n === 1 ? '1 sivu' : `${n} sivua`]);
    expect(shown).toEqual(expected);
    // å, ä and ö come after z.
    expect(shown.findIndex(([t]) => t === 'käyttöohje')).toBe(shown.findIndex(([t]) => t === 'kustannukset') + 1);
  });

  test('each docs tag page lists exactly the pages with that tag', async ({ page }) => {
    const tags = [...new Set(docs.flatMap((d) => d.tags))];
    expect(tags.map((t) => `/manual/tags/${plain(t)}`).sort()).toEqual(DOCS_TAG_ROUTES.filter((r) => r !== '/manual/tags').sort());
    for (const tag of tags) {
      await page.goto(`/manual/tags/${plain(tag)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tunniste: ${tag}`);
      const listed = await linksIn(page, `Sivut tunnisteella ${tag}`);
      expect(listed.sort(), tag).toEqual(docs.filter((d) => d.tags.includes(tag)).map((d) => d.route).sort());
    }
  });

  test('each blog tag page lists exactly the posts with that tag, newest first', async ({ page }) => {
    const tags = [...new Set(posts.flatMap((p) => p.tags))];
    for (const tag of tags) {
      await page.goto(`/manual/blog/tags/${plain(tag)}`);
      expect(await postsIn(page, `Kirjoitukset tunnisteella ${tag}`), tag).toEqual(posts.filter((p) => p.tags.includes(tag)).map((p) => p.route));
    }
  });

  test('a doc page ends with its tags as links and the date of its last change', async ({ page }) => {
    const doc = docs.find((d) => d.route === '/manual/perustoiminnot/osastot')!;
    await page.goto(doc.route);
    const footer = page.getByRole('article').locator('footer');
    const links = await footer.getByRole('link').evaluateAll((a) => a.map((l) => [l.textContent, l.getAttribute('href')]));
    expect(links).toEqual(doc.tags.map((t) => [t, `/manual/tags/${plain(t)}`]));
    const updated = footer.locator('time');
    await expect(footer).toContainText('Päivitetty');
    await expect(updated).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    expect(Number.isNaN(Date.parse((await updated.getAttribute('datetime'))!))).toBe(false);
  });

  test('the accented spelling of a tag leads to its plain address', async ({ page }) => {
    const response = await page.goto(encodeURI('/manual/tags/työaika'));
    expect(response?.status()).toBe(200);
    const canonical = (await response!.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(/\/manual\/tags\/tyoaika$/);
    await expect(page).toHaveURL(/\/manual\/tags\/tyoaika$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tunniste: työaika');
  });
});

test.describe('page classes', () => {
  const cases: [string, string][] = [
    ['/manual/', 'docs-doc-page'],
    ['/manual/category/raportointi', 'docs-doc-page'],
    ['/manual/tags', 'docs-tags-list-page'],
    ['/manual/tags/tyoaika', 'docs-tags-list-page'],
    ['/manual/blog', 'blog-list-page'],
    ['/manual/blog/page/2', 'blog-list-page'],
    [BLOG_POSTS[0], 'blog-post-page'],
    ['/manual/blog/tags', 'blog-tags-list-page'],
    ['/manual/blog/tags/kayttoohje', 'blog-tags-list-page'],
    ['/manual/ei-tallaista-sivua', 'mdx-page'],
  ];
  for (const [route, className] of cases) {
    test(`${route} has the page class ${className} on its root`, async ({ page }) => {
      await page.goto(route);
      const root = page.locator('main > .page-root');
      await expect(root).toHaveCount(1);
      await expect(root).toHaveClass(new RegExp(`(^| )${className}( |$)`));
    });
  }
});

test.describe('accessibility of the blog and tag pages', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of ['/manual/blog', BLOG_POSTS[0], '/manual/tags', '/manual/blog/tags/kayttoohje']) {
      test(`${route} has no axe violations in ${mode} mode`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
