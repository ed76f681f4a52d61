// The shape of the site configuration, checked before every build (scripts/check-config.ts) so a
// mistyped setting stops the build with the field's path instead of surfacing as a broken page.
// Only the types reach the browser: the config module imports this file for types alone.
import { z } from 'zod';

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

const searchTranslations = z.strictObject({
  buttonText: text,
  placeholder: text,
  clearButtonTitle: text,
  clearButtonAriaLabel: text,
  cancelButtonText: text,
  submitButtonTitle: text,
  noResultsText: text,
  // After no results: a way on, so a search never ends in a dead end.
  noResultsNearestText: text,
  noResultsGlossaryText: text,
  // Shown when a term with no match was searched as the nearest word of the manual.
  correctedText: text,
  searchInsteadText: text,
  loadingText: text,
  stalledText: text,
  resultCountText: z.custom<(count: number) => string>((value) => typeof value === 'function', 'must be a function'),
  dialogLabel: text,
  resultsLabel: text,
  navigateHint: text,
  openHint: text,
  closeHint: text,
});

const headingLevel = z.number().int().min(2).max(6);

const siteConfigSchema = z.strictObject({
  title: text,
  titleDelimiter: text,
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
      hideOnScroll: z.boolean(),
      items: z.array(navbarItem),
    }),
    footer: z.strictObject({
      style: z.enum(['light', 'dark']),
      links: z.union([z.array(footerColumn), z.array(footerLink)]),
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
    colorMode: z.strictObject({
      defaultMode: z.enum(['light', 'dark']),
      disableSwitch: z.boolean(),
      respectPrefersColorScheme: z.boolean(),
    }),
    tableOfContents: z
      .strictObject({ minHeadingLevel: headingLevel, maxHeadingLevel: headingLevel })
      .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel'),
  }),
  docs: z.strictObject({
    pluginId: text,
    sidebarId: text,
    versions: z.array(z.strictObject({ name: text, label: text, isLast: z.boolean() })).min(1),
  }),
  // The "Mitä uutta" blog; its posts are content/blog/*.mdx (lib/site/page-types.ts).
  blog: z.strictObject({
    title: text,
    description: text,
    postsPerPage: z.number().int().positive(),
    sidebarTitle: text,
    sidebarCount: z.number().int().positive(),
  }),
  // Anonymous feedback from the pages and the search (lib/site/feedback.mjs): the same-origin path
  // it is sent to, or false for a build that neither asks nor sends.
  feedback: z.union([
    z.literal(false),
    z.strictObject({ endpoint: z.string().regex(/^\/[\w\-/]*$/, 'must be a path on this site, e.g. /manual/palaute') }),
  ]),
  search: z.strictObject({
    indexBlog: z.boolean(),
    indexDocs: z.boolean(),
    indexPages: z.boolean(),
    boosts: z.strictObject({
      title: z.number().positive(),
      content: z.number().positive(),
      keywords: z.number().positive(),
      sidebarParentCategories: z.number().positive(),
    }),
    maxResults: z.number().int().positive(),
    maxQueryLength: z.number().int().positive(),
    openOnFocus: z.boolean(),
    // Only what differs from DEFAULT_SEARCH_TRANSLATIONS; see searchTranslations().
    translations: searchTranslations.partial(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItemConfig = z.infer<typeof navbarItem>;
export type NavbarLinkConfig = z.infer<typeof navbarLink>;
export type FooterLink = z.infer<typeof footerLink>;
export type FooterLinkColumn = z.infer<typeof footerColumn>;
export type SearchTranslations = z.infer<typeof searchTranslations>;

export class SiteConfigError extends Error {}

// Every problem at once, each with the path of its field, e.g. `search.maxResults: Invalid input…`.
export function validateSiteConfig(config: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new SiteConfigError(`The site configuration (lib/site/site-config.ts) is invalid:\n${lines.join('\n')}`);
}
