// The shape of the site configuration and its defaults. The site's own settings (site.config.ts)
// say only what differs from these defaults; scripts/check-config.ts parses them before every build
// and dev server and writes the parsed value, which is what the code imports (lib/site/site-config.ts),
// so zod stays out of the browser. A mistyped setting stops the build with the field's path instead
// of surfacing as a broken page.
import { z } from 'zod';
import { BASE_PATH } from './base-path.mjs';
import { FEEDBACK_PATH } from './feedback.mjs';

const text = z.string().min(1);
// Links inside the site are written without the base path, like the pages' own links.
const sitePath = z.string().regex(/^\/(?!manual(\/|$))/, 'must start with / and leave out the base path');
const position = z.enum(['left', 'right']).optional();

// One object per navbar item type: the type list lives here and nowhere else, and a field that a type
// does not read is an error rather than a silent no-op. Without a type, an item with `items` is a
// dropdown and anything else a plain link.
const navbarLink = z.strictObject({ label: text, to: sitePath.optional(), href: z.url().optional() });
const navbarItem = z.union([
  navbarLink.extend({ type: z.literal('default').optional(), position }),
  z.strictObject({ type: z.literal('dropdown').optional(), label: text, items: z.array(navbarLink).min(1), position }),
  z.strictObject({ type: z.literal('html'), value: text, position }),
  z.strictObject({ type: z.literal('search'), position }),
  z.strictObject({ type: z.literal('localeDropdown'), position }),
  z.strictObject({ type: z.literal('doc'), docId: text, label: text.optional(), position }),
  z.strictObject({ type: z.literal('docSidebar'), sidebarId: text, label: text.optional(), position }),
  z.strictObject({ type: z.literal('docsVersion'), label: text.optional(), position }),
  z.strictObject({ type: z.literal('docsVersionDropdown'), label: text.optional(), position }),
]);

const footerLink = z.strictObject({ label: text, to: sitePath.optional(), href: z.url().optional() });
const footerColumn = z.strictObject({ title: text, items: z.array(footerLink) });
const footerLogo = z.strictObject({
  src: text,
  srcDark: z.string().optional(),
  alt: z.string(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  className: z.string().optional(),
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

// Docusaurus' search strings by default; a site names only those it translates.
const searchTranslations = z.strictObject({
  buttonText: text.default('Search'),
  placeholder: text.default('Search'),
  clearButtonTitle: text.default('Clear'),
  clearButtonAriaLabel: text.default('Clear the query'),
  cancelButtonText: text.default('Cancel'),
  submitButtonTitle: text.default('Submit'),
  noResultsText: text.default('No results for'),
  // After no results: a way on, so a search never ends in a dead end.
  noResultsNearestText: text.default('Pages with a similar title:'),
  noResultsGlossaryText: text.default('Look the word up in the glossary'),
  // Shown when a term with no match was searched as the nearest word of the manual.
  correctedText: text.default('Showing results for'),
  searchInsteadText: text.default('Search instead for'),
  loadingText: text.default('Loading…'),
  stalledText: text.default('Still loading…'),
  // The count of results, for one and for more ({count}); data rather than a function, so the
  // parsed configuration can be written as JSON.
  resultCountText: z
    .strictObject({ one: text, other: text.refine((t) => t.includes('{count}'), 'must contain {count}') })
    .default({ one: '1 result', other: '{count} results' }),
  dialogLabel: text.default('Search'),
  resultsLabel: text.default('Search results'),
  navigateHint: text.default('to navigate'),
  openHint: text.default('to open'),
  closeHint: text.default('to close'),
});

const headingLevel = z.number().int().min(2).max(6);

// An object whose fields all have defaults may be left out: `.prefault({})` parses {} in its place, so
// the fields' own defaults apply.
const siteConfigSchema = z.strictObject({
  title: text,
  titleDelimiter: text.default('|'),
  tagline: text,
  i18n: z.strictObject({
    defaultLocale: text,
    currentLocale: text,
    locales: z.array(text).min(1),
    localeConfigs: z.record(z.string(), z.strictObject({ label: text, htmlLang: text })),
  }),
  themeConfig: z.strictObject({
    navbar: z.strictObject({
      title: text,
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    }),
    footer: z.strictObject({
      style: z.enum(['light', 'dark']).default('light'),
      links: z.union([z.array(footerColumn), z.array(footerLink)]).default([]),
      logo: footerLogo.optional(),
      copyright: text,
    }),
    announcementBar: z
      .strictObject({
        id: text,
        content: text,
        isCloseable: z.boolean(),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    tableOfContents: z
      .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
      .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
      .prefault({}),
  }),
  docs: z.strictObject({
    pluginId: text.default('default'),
    sidebarId: text,
    versions: z.array(z.strictObject({ name: text, label: text, isLast: z.boolean() })).min(1),
  }),
  // The "Mitä uutta" blog; its posts are content/blog/*.mdx (lib/site/page-types.ts).
  blog: z.strictObject({
    title: text,
    description: text,
    postsPerPage: z.number().int().positive().default(10),
    sidebarTitle: text.default('Recent posts'),
    sidebarCount: z.number().int().positive().default(5),
  }),
  // Anonymous feedback from the pages and the search (lib/site/feedback.mjs): the same-origin path
  // it is sent to, or false for a build that neither asks nor sends.
  feedback: z
    .union([
      z.literal(false),
      z.strictObject({ endpoint: z.string().regex(/^\/[\w\-/]*$/, 'must be a path on this site, e.g. /manual/palaute') }),
    ])
    .default({ endpoint: `${BASE_PATH}/${FEEDBACK_PATH}` }),
  search: z
    .strictObject({
      indexBlog: z.boolean().default(true),
      indexDocs: z.boolean().default(true),
      indexPages: z.boolean().default(false),
      boosts: z
        .strictObject({
          title: z.number().positive().default(5),
          content: z.number().positive().default(1),
          keywords: z.number().positive().default(3),
          sidebarParentCategories: z.number().positive().default(2),
        })
        .prefault({}),
      maxResults: z.number().int().positive().default(8),
      maxQueryLength: z.number().int().positive().default(512),
      openOnFocus: z.boolean().default(false),
      translations: searchTranslations.prefault({}),
    })
    .prefault({}),
});

// What a site writes (defaults may be left out), and what the code reads (every field there).
export type SiteSettings = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = z.infer<typeof navbarItem>;
export type NavbarLinkConfig = z.infer<typeof navbarLink>;
export type FooterLink = z.infer<typeof footerLink>;
export type FooterLinkColumn = z.infer<typeof footerColumn>;

export class SiteConfigError extends Error {}

// The settings with every default filled in. Every problem at once, each with the path of its
// field, e.g. `search.maxResults: Invalid input…`.
export function parseSiteConfig(settings: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(settings);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new SiteConfigError(`The site configuration (site.config.ts) is invalid:\n${lines.join('\n')}`);
}

// The Next build reads the value scripts/check-config.ts wrote; a bare `next build` or a settings
// change under a running dev server would otherwise use an older one without a word.
export function assertParsedConfigCurrent(settings: unknown, parsed: SiteConfig): void {
  if (JSON.stringify(parseSiteConfig(settings)) === JSON.stringify(parsed)) return;
  throw new SiteConfigError('The parsed site configuration is older than site.config.ts: npm run build or npm run dev writes it again.');
}
