import { spellingAliases } from './navigation';
import { asciiFold } from '../site/routes';

// The reviewed tag vocabulary of the manual and its blog. A page's `tags` front matter names 2–4
// of these labels exactly: one word for one thing, so a tag page gathers everything on its topic.
// A new tag is added here, with a description that says what belongs under it.
export type TagDefinition = { label: string; description: string };

export const TAG_VOCABULARY: readonly TagDefinition[] = [
  { label: 'asetukset', description: 'Pääkäyttäjän asetukset: osastot, tehtävät, käyttäjät ja säännöt.' },
  { label: 'henkilöstö', description: 'Työntekijät, työsuhteet ja osaamiset.' },
  { label: 'kirjautuminen', description: 'Kirjautuminen palveluun, käyttäjätunnukset ja käyttöoikeudet.' },
  { label: 'kustannukset', description: 'Työvoimakustannukset, palkanlisät, budjetti ja palkanlaskenta.' },
  { label: 'käyttöohje', description: 'Tämä käyttöohje: mitä siinä on, miten siitä haetaan ja mitä siinä on muuttunut.' },
  {
    label: 'muutoshistoria',
    description: 'Kuka muutti mitä ja milloin: lokitiedot, vuoron historia ja muutokset julkaisun jälkeen.',
  },
  { label: 'perusteet', description: 'Palvelun peruskäsitteet ja ensimmäiset askeleet.' },
  { label: 'poissaolot', description: 'Lomat, vapaapäivät, sairauslomat ja muut poissaolot.' },
  { label: 'raportit', description: 'Raportit: mihin kysymykseen kukin vastaa ja miten sitä luetaan.' },
  { label: 'säännöt', description: 'Työaikalain ja työehtosopimuksen säännöt sekä TES-tarkistukset.' },
  { label: 'teho', description: 'Kuormitustekijät ja tehtyjen tuntien teho.' },
  { label: 'toiveet', description: 'Työntekijöiden vuorotoiveet ja niiden huomioiminen listassa.' },
  { label: 'toteumat', description: 'HR-kellon leimaukset ja tehdyt tunnit.' },
  { label: 'tulostus ja vienti', description: 'Näkymien tulostus sekä tietojen vienti Exceliin, CSV-tiedostoon ja PDF:ksi.' },
  { label: 'työaika', description: 'Tavoitetunnit, työaikamuodot, tuntipankki sekä lisä- ja ylityö.' },
  {
    label: 'työntekijälle',
    description: 'Työntekijän omat asiat: omat vuorot, toiveet, leimaukset, viestit ja töihinkutsut.',
  },
  { label: 'vahvuus', description: 'Tarvepohjat, vahvuus ja vajausten täyttäminen.' },
  { label: 'viestintä', description: 'Ilmoitustaulu, viestit ja töihinkutsut.' },
  { label: 'vuorojen muokkaus', description: 'Vuorojen syöttäminen, siirtäminen ja muokkaaminen vuorolistassa.' },
  { label: 'vuorosuunnittelu', description: 'Työvuorolistan laatiminen suunnittelujakson alusta julkaisuun.' },
];

export const MIN_TAGS = 2;
export const MAX_TAGS = 4;

export type Tag = TagDefinition & {
  // The route segment: plain letters, so it can be typed on any keyboard.
  slug: string;
  // The same with ä/ö; it leads to the same page, as the plain spelling of an accented route does.
  accentedSlug: string;
};

function accentedTagSlug(label: string): string {
  return label.normalize('NFC').toLowerCase().trim().replace(/\s+/g, '-');
}

function tagSlug(label: string): string {
  return asciiFold(accentedTagSlug(label));
}

const TAGS: Tag[] = TAG_VOCABULARY.map((t) => ({ ...t, slug: tagSlug(t.label), accentedSlug: accentedTagSlug(t.label) }));
const BY_LABEL = new Map(TAGS.map((t) => [t.label, t]));

export function allTags(): Tag[] {
  return TAGS;
}

// Finnish alphabetical order: å, ä and ö come after z.
const finnish = new Intl.Collator('fi');

function byFinnishLabel(a: { label: string }, b: { label: string }): number {
  return finnish.compare(a.label, b.label);
}

// What is wrong with a page's `tags` front matter, as messages for the writer; none when it is fine.
export function tagProblems(value: unknown): string[] {
  if (value === undefined || value === null) return [`no tags: add ${MIN_TAGS}–${MAX_TAGS} tags from lib/build/tags.ts`];
  if (!Array.isArray(value)) return ['tags must be a list, e.g. tags: [vuorosuunnittelu, työaika]'];
  const problems: string[] = [];
  const labels = value.map((v) => String(v).normalize('NFC'));
  for (const label of labels) {
    if (!BY_LABEL.has(label)) {
      const near = TAGS.find((t) => t.slug === tagSlug(label) || t.label === label.toLowerCase());
      problems.push(
        `unknown tag "${label}"` +
          (near ? `: did you mean "${near.label}"?` : `: use a tag of the vocabulary in lib/build/tags.ts`),
      );
    }
  }
  const duplicates = labels.filter((l, i) => labels.indexOf(l) !== i);
  if (duplicates.length > 0) problems.push(`tag "${duplicates[0]}" is listed twice`);
  if (labels.length < MIN_TAGS || labels.length > MAX_TAGS) {
    problems.push(`${labels.length} tags: a page has ${MIN_TAGS}–${MAX_TAGS}`);
  }
  return problems;
}

// The build's check: a tag outside the vocabulary stops it, naming the file.
export function resolveTags(file: string, value: unknown): Tag[] {
  const problems = tagProblems(value);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return (value as string[]).map((label) => BY_LABEL.get(String(label).normalize('NFC'))!);
}

export type TaggedItem = { title: string; route: string; description: string; tags: string[] };
export type TagSummary = Tag & { route: string; count: number };

// Every tag that some item carries, in Finnish alphabetical order, with its item count.
export function tagIndex(items: TaggedItem[], routeOf: (slug: string) => string): TagSummary[] {
  return TAGS.map((t) => ({ ...t, route: routeOf(t.slug), count: items.filter((i) => i.tags.includes(t.label)).length }))
    .filter((t) => t.count > 0)
    .sort(byFinnishLabel);
}

// The items of one tag, in the order given.
export function itemsWithTag<T extends TaggedItem>(items: T[], label: string): T[] {
  return items.filter((i) => i.tags.includes(label));
}

// Links from a page to the pages of its tags.
export function tagLinks(labels: string[], routeOf: (slug: string) => string): { label: string; href: string }[] {
  return labels.map((label) => ({ label, href: routeOf(tagSlug(label)) }));
}

// The accented spelling of a tag's route leads to the tag's page, as the plain spelling of an
// accented doc route does.
export function tagRouteAliases(tags: Tag[], routeOf: (slug: string) => string): Map<string, string> {
  return spellingAliases(tags.map((t) => ({ route: routeOf(t.slug), otherSpelling: routeOf(t.accentedSlug) })));
}
