import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteSettings } from '../../../site.config';
import { resultCountText, siteConfig } from '../site-config';
import { assertParsedConfigCurrent, parseSiteConfig } from '../site-config-schema';
import { docsIndexName, PAGES_INDEX_NAME } from '../../search/index-names';

// A route module must export its page component as default; anything else is a developer error.
function hasDefaultExport(source: string): boolean {
  return (
    /^\s*export\s+default\b/m.test(source) ||
    /^\s*export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source) ||
    /^\s*export\s*\{\s*default\s*\}\s*from\b/m.test(source)
  );
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('site configuration', () => {
  it('what the code reads is the site\'s settings parsed, with the defaults filled in', () => {
    expect(siteConfig).toEqual(parseSiteConfig(siteSettings));
    expect(siteConfig.search.maxResults).toBe(8);
    expect(siteConfig.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(() => assertParsedConfigCurrent(siteSettings, siteConfig)).not.toThrow();
  });

  it('a setting changed since the parsed value was written stops the Next build', () => {
    const changed = { ...siteSettings, title: 'Toinen nimi' };
    expect(() => assertParsedConfigCurrent(changed, siteConfig)).toThrow(/older than site\.config\.ts/);
  });

  it('fills every field a site leaves out with its default, nested ones included', () => {
    const minimal = {
      title: 'Ohje',
      tagline: 'Ohjeet',
      i18n: siteSettings.i18n,
      themeConfig: { navbar: { title: 'Ohje' }, footer: { copyright: '©' } },
      docs: { sidebarId: 'manual', versions: siteSettings.docs.versions },
      blog: { title: 'Uutta', description: 'Muutokset' },
    };
    const parsed = parseSiteConfig(minimal);
    expect(parsed.titleDelimiter).toBe('|');
    expect(parsed.themeConfig.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(parsed.search.boosts).toEqual({ title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 });
    expect(parsed.search.translations).toMatchObject({ placeholder: 'Search', cancelButtonText: 'Cancel', resultCountText: { one: '1 result', other: '{count} results' } });
    expect(parsed.blog).toMatchObject({ postsPerPage: 10, sidebarCount: 5 });
    // A site's own words replace the defaults one by one.
    expect(parseSiteConfig({ ...minimal, search: { translations: { placeholder: 'Hae' } } }).search.translations).toMatchObject({ placeholder: 'Hae', clearButtonTitle: 'Clear' });
  });

  it('counts results in the configured words', () => {
    expect(resultCountText(1)).toBe('1 tulos');
    expect(resultCountText(7)).toBe('7 tulosta');
    expect(() => parseSiteConfig({ ...siteSettings, search: { translations: { resultCountText: { one: '1', other: 'monta' } } } })).toThrow(
      /search\.translations\.resultCountText\.other: must contain \{count\}/,
    );
  });

  it('names every wrong field by its path', () => {
    const broken = {
      ...siteConfig,
      search: { ...siteConfig.search, openOnFocus: 'kyllä', maxResults: 0 },
      themeConfig: { ...siteConfig.themeConfig, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 2 } },
    };
    expect(() => parseSiteConfig(broken)).toThrow(/search\.openOnFocus: .*boolean/);
    expect(() => parseSiteConfig(broken)).toThrow(/search\.maxResults: /);
    expect(() => parseSiteConfig(broken)).toThrow(/themeConfig\.tableOfContents: minHeadingLevel must not exceed maxHeadingLevel/);
  });

  it('rejects a navbar item of an unknown type or with a field its type does not read', () => {
    const withItem = (item: unknown) => ({
      ...siteConfig,
      themeConfig: { ...siteConfig.themeConfig, navbar: { ...siteConfig.themeConfig.navbar, items: [item] } },
    });
    expect(() => parseSiteConfig(withItem({ type: 'mystery' }))).toThrow(/themeConfig\.navbar\.items\.0: /);
    expect(() => parseSiteConfig(withItem({ type: 'doc', docId: 'sanasto', sidebarId: 'manual' }))).toThrow(
      /themeConfig\.navbar\.items\.0: /,
    );
    expect(() => parseSiteConfig(withItem({ type: 'html', label: 'x' }))).toThrow(/themeConfig\.navbar\.items\.0: /);
    expect(parseSiteConfig(withItem({ type: 'doc', docId: 'sanasto' })).themeConfig.navbar.items).toHaveLength(1);
  });

  it('rejects a field nothing reads, and a site link written with the base path', () => {
    expect(() => parseSiteConfig({ ...siteConfig, favicon: 'icon.svg' })).toThrow(/\(root\): Unrecognized key: "favicon"/);
    const footer = { ...siteConfig.themeConfig.footer, links: [{ label: 'Sanasto', to: '/manual/sanasto' }] };
    expect(() => parseSiteConfig({ ...siteConfig, themeConfig: { ...siteConfig.themeConfig, footer } })).toThrow(
      /themeConfig\.footer\.links.*base path|themeConfig\.footer\.links: /,
    );
  });
});

describe('page modules', () => {
  it('recognises a default export', () => {
    expect(hasDefaultExport('export default function Page() {}')).toBe(true);
    expect(hasDefaultExport('function P() {}\nexport { P as default };')).toBe(true);
    expect(hasDefaultExport("export { default } from './PageError';")).toBe(true);
    expect(hasDefaultExport("export { default as PageError } from './PageError';")).toBe(false);
    expect(hasDefaultExport('export function Page() {}')).toBe(false);
  });

  it('every page, layout and error module of app/ has a default export', () => {
    const modules = files(join(__dirname, '..', '..', '..', 'app')).filter((f) =>
      /(^|[\\/])(page|layout|error|not-found|loading)\.tsx$/.test(f),
    );
    expect(modules.length).toBeGreaterThan(4);
    for (const file of modules) {
      expect({ file, ok: hasDefaultExport(readFileSync(file, 'utf8')) }).toEqual({ file, ok: true });
    }
  });
});

describe('search index routes', () => {
  it('the whole-index route folders are named by the configuration\'s tags, and no others exist', () => {
    const folders = readdirSync(join(__dirname, '..', '..', '..', 'app')).filter((name) => /^search-index-.*\.json$/.test(name));
    expect(folders.sort()).toEqual([docsIndexName(siteConfig), PAGES_INDEX_NAME].map((name) => `search-index-${name}.json`).sort());
  });
});
