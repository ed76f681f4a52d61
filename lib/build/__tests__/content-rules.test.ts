// The settled decisions of PRODUCT.md ("Decisions") each have one home page in content/. Other pages
// link there instead of restating the rule, and what they do say must agree with it. These checks
// read the MDX sources as the writers see them (line by line, links included), so a failure names
// file, line and the rule it breaks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docPagesOf, readContentTree } from '../content-model/read-content';
import { GLOSSARY_ROUTE } from '../../site/routes';

const ROOT = join(__dirname, '../../..');
const tree = readContentTree(join(ROOT, 'content'));
const docRoutes = new Set(docPagesOf(tree).map((d) => d.route));
const pages = tree.models.filter((m) => docRoutes.has(m.route));

type Unit = { file: string; route: string; line: number; text: string };

// Body lines outside code blocks and front matter; a paragraph line is further split into sentences
// so that two statements on one line are judged apart.
function bodyLines(file: string): { line: number; text: string }[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const out: { line: number; text: string }[] = [];
  let inFront = lines[0] === '---';
  let inCode = false;
  lines.forEach((text, i) => {
    if (i > 0 && inFront && text === '---') return void (inFront = false);
    if (inFront) return;
    if (text.startsWith('```')) return void (inCode = !inCode);
    if (!inCode) out.push({ line: i + 1, text });
  });
  return out;
}

const units: Unit[] = pages.flatMap((m) =>
  bodyLines(m.file).flatMap(({ line, text }) => {
    const parts = text.trimStart().startsWith('|') ? text.split(/\s\|\s/) : text.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ])/);
    return [text, ...(parts.length > 1 ? parts : [])].map((t) => ({ file: m.file, route: m.route, line, text: t }));
  }),
);

const where = (u: Unit) => `${u.file}:${u.line}: ${u.text.trim().slice(0, 140)}`;
const unique = (list: string[]) => [...new Set(list)];

// `scope`: the routes a rule speaks about (all pages when left out).
type Rule = { home: string; scope?: RegExp; forbidden: { why: string; test: (text: string) => boolean }[] };

const RULES: Record<string, Rule> = {
  // Kustannustiedot, Tiedotteiden julkaisu and Palkka-aineiston vienti are extra rights that no role
  // includes by itself: no page may give costs, the payroll export or the notice board to a role.
  rights: {
    home: '/perustoiminnot/kayttajat',
    forbidden: [
      {
        why: 'costs or the pay report shown to a role instead of the extra right Kustannustiedot',
        test: (t) =>
          /näky\w* (vain |myös )?(esihenkilölle|pääkäyttäjälle|suunnittelijalle|työvuorosuunnittelijalle)/i.test(t) &&
          /hinta|palk|euro|kustann/i.test(t),
      },
      {
        why: 'a role exports the payroll file without the extra right Palkka-aineiston vienti',
        test: (t) => /(esihenkilö|pääkäyttäjä|suunnittelija)\w*( tai \w+)? (valitsee \*\*Vie CSV\*\*|vie\w* (ne|tiedoston|tunnit) palkanlaskentaan)/i.test(t),
      },
      {
        why: 'a role publishes notices without the extra right Tiedotteiden julkaisu',
        test: (t) => /^\| (Esihenkilö|Pääkäyttäjä|Työvuorosuunnittelija) \| (Omille|Mille)/.test(t.trim()),
      },
      {
        why: 'an extra right described as part of a role',
        test: (t) => /(lisäoikeudet|ne) ovat aina|sisältyy (esihenkilön|pääkäyttäjän|suunnittelijan) rooliin/i.test(t),
      },
    ],
  },
  // Red = a problem to fix (shortage, rule error, over a limit), amber = a warning or a surplus,
  // green = OK, blue = information.
  colours: {
    home: '/perustoiminnot/vuorolistanakyma',
    forbidden: [
      {
        why: 'efficiency: too few hours (▲) is red and too many hours (▼) amber, as shortage and surplus',
        test: (t) => /\|\s*Punainen\s*\|\s*▼|\|\s*Keltainen\s*\|\s*▲|\bPunainen ▼|\bKeltainen ▲/.test(t),
      },
      {
        why: 'a surplus or too many hours shown in red',
        test: (t) => /punai/i.test(t) && /(tunteja|tuntia)[^.|]* liikaa|\bylitys\b/i.test(t) && !/keltai|vajau|rajan|ylittää|alitt|virhe|105/i.test(t),
      },
      {
        why: 'a shortage or too few hours shown in amber',
        test: (t) => /keltai/i.test(t) && /vajau|liian vähän|tunteja on vähän/i.test(t) && !/punai|vajausta ei/i.test(t),
      },
      {
        why: 'a balance over its limit is red (a problem to fix), not amber',
        test: (t) => /saldo/i.test(t) && /raja/i.test(t) && /keltai/i.test(t),
      },
      {
        why: 'blue is information only, never a deviation, an error or a limit',
        test: (t) => /\bsini\w*/i.test(t) && !/sininen tieto/i.test(t) && /poikkeam|virhe|varoitus|ylit|alit|vajau|raja/i.test(t),
      },
    ],
  },
  // V, VL, AP and TP are days off in every report; S, K and PM are absences that are not days off.
  // Outside the reports every code is a poissaolo (an absence code), as PRODUCT.md calls them.
  daysOff: {
    home: '/raportointi/raporttien-perusteet',
    scope: /^\/(raportointi\/|sanasto$)/,
    forbidden: [
      {
        why: 'a report list of days off names some of V, VL, AP, TP but not all four',
        test: (t) => {
          if (!/vapaa(?!tunn)|vapaiksi|vapaaksi/i.test(t) || /tavoit|vähen/i.test(t)) return false;
          const codes = ['V', 'VL', 'AP', 'TP'].filter((c) => new RegExp('`' + c + '`').test(t));
          return codes.length >= 2 && codes.length < 4;
        },
      },
      {
        why: 'VL, AP or TP counted with S, K and PM as an absence that is not a day off',
        test: (t) =>
          /poissaolo/i.test(t) &&
          /`(VL|AP|TP)`/.test(t) &&
          /`(S|K|PM)`/.test(t) &&
          !/`V`/.test(t) &&
          !/vapaapäiv/i.test(t),
      },
    ],
  },
};

describe('each decided rule is stated on its home page only, or agrees with it', () => {
  for (const [name, rule] of Object.entries(RULES)) {
    test(`${name}: no page outside ${rule.home} contradicts the decision`, () => {
      const broken = unique(
        units
          .filter((u) => u.route !== rule.home && (!rule.scope || rule.scope.test(u.route)))
          .flatMap((u) => rule.forbidden.filter((f) => f.test(u.text)).map((f) => `${where(u)} — ${f.why}`)),
      );
      expect(broken).toEqual([]);
    });
  }

  test('the home pages exist and state their rule', () => {
    const text = (route: string) => readFileSync(join(ROOT, pages.find((m) => m.route === route)!.file), 'utf8');
    expect(text(RULES.rights.home)).toMatch(/## Lisäoikeudet[\s\S]*mikään rooli ei sisällä/);
    expect(text(RULES.colours.home)).toMatch(/punainen on korjattava ongelma[^.]*keltainen varoitus tai ylitys, vihreä kunnossa ja sininen tieto/);
    expect(text(RULES.daysOff.home)).toMatch(/## Vapaapäivät ja poissaolot raporteissa[\s\S]*`V` vapaapäivä, `VL` vuosiloma, `AP` arkipyhävapaa, `TP` tuntipankkivapaa \| Vapaapäivä/);
  });

  test('a page that names an extra right links to its home, where the rights are described', () => {
    const missing = pages
      .filter((m) => m.route !== RULES.rights.home)
      .filter((m) => /\*\*(Kustannustiedot|Tiedotteiden julkaisu|Palkka-aineiston vienti)\*\*/.test(readFileSync(join(ROOT, m.file), 'utf8')))
      .filter((m) => !m.links.some((l) => l.url.startsWith(RULES.rights.home)))
      .map((m) => m.file);
    expect(missing).toEqual([]);
  });

  test('the checks catch the contradictions they were written for', () => {
    const hits = (rule: Rule, text: string) => rule.forbidden.some((f) => f.test(text));
    expect(hits(RULES.rights, 'Raportti näkyy esihenkilölle ja pääkäyttäjälle. Työvuorosuunnittelija näkee sen, jos hänellä on oikeus **Kustannustiedot**.')).toBe(true);
    expect(hits(RULES.rights, '3. Esihenkilö tai pääkäyttäjä valitsee **Vie CSV** ja toimittaa tiedoston palkanlaskentaan.')).toBe(true);
    expect(hits(RULES.rights, '| Esihenkilö | Omille osastoilleen ja niiden yksiköille |')).toBe(true);
    expect(hits(RULES.colours, '| Punainen | ▼ | Alle tavoitealueen | Tunteja on työn määrään nähden liikaa |')).toBe(true);
    expect(hits(RULES.colours, 'Rajan ylittävä saldo näkyy raportissa keltaisena ja merkillä !.')).toBe(true);
    expect(hits(RULES.colours, 'Poikkeamarajan ylittävä poikkeama on korostettu: ylitys keltaisella ja alitus sinisellä.')).toBe(true);
    expect(hits(RULES.daysOff, '| Vapaa | Työtä ei ole; päivillä on merkintä `V`, `AP` tai ei merkintää | Lasketaan vapaaksi |')).toBe(true);
    expect(hits(RULES.daysOff, '| Poissaolo | Ainakin toisena päivänä on muu poissaolo, esimerkiksi `VL`, `S`, `TP`, `K` tai `PM` |')).toBe(true);
    expect(hits(RULES.daysOff, '| Vapaa | Päivät ovat vapaapäiviä (`V`, `VL`, `AP`, `TP` tai ei merkintää) |')).toBe(false);
  });
});

// Pages that are not tasks: the start page, the glossary and the rules that other pages link to.
const NOT_TASK_PAGES = new Set(['/', '/sanasto', '/perustoiminnot/tyoaika-ja-julkaisusaannot']);
// Task pages still without the section. Each is a known gap, not an exemption: remove a page from
// this list when it gets its section (the test fails if a listed page already has one).
const WITHOUT_SECTION_YET = new Set<string>([]);

describe('"Jos jokin ei onnistu" on every task page', () => {
  const hasSection = (m: (typeof pages)[number]) => m.headings.some((h) => h.depth === 2 && h.text === 'Jos jokin ei onnistu');
  const taskPages = pages.filter((m) => !NOT_TASK_PAGES.has(m.route));

  test('every task page has the section, apart from the listed gaps', () => {
    expect(taskPages.filter((m) => !hasSection(m) && !WITHOUT_SECTION_YET.has(m.route)).map((m) => m.file)).toEqual([]);
  });

  test('the list of gaps holds only pages that still lack the section', () => {
    expect(taskPages.filter((m) => hasSection(m) && WITHOUT_SECTION_YET.has(m.route)).map((m) => m.file)).toEqual([]);
  });

  test('the section is a table of what the reader notices, the likely cause and the fix', () => {
    const bad = taskPages.filter(hasSection).filter((m) => {
      const text = readFileSync(join(ROOT, m.file), 'utf8');
      const section = text.split('\n## Jos jokin ei onnistu')[1]?.split('\n## ')[0] ?? '';
      return !/^\| .+ \| .+ \| .+ \|$/m.test(section) || (section.match(/^\| (?!---)/gm) ?? []).length < 3;
    });
    expect(bad.map((m) => m.file)).toEqual([]);
  });
});

// A report page is read to run the report: its steps come before its worked example, which a reader
// scrolls to only when a figure puzzles them.
describe('report pages: the procedure before the worked example', () => {
  const reportPages = pages.filter((m) => m.route.startsWith('/raportointi/'));
  const firstLine = (lines: string[], test: RegExp) => lines.findIndex((l) => test.test(l));

  test('there are report pages to check', () => {
    expect(reportPages.length).toBeGreaterThan(10);
  });

  test('the first numbered step comes before the first example heading', () => {
    const late = reportPages.filter((m) => {
      const lines = readFileSync(join(ROOT, m.file), 'utf8').split('\n');
      const example = firstLine(lines, /^##+ .*Esimerkki/);
      return example >= 0 && !(firstLine(lines, /^1\. /) >= 0 && firstLine(lines, /^1\. /) < example);
    });
    expect(late.map((m) => m.file)).toEqual([]);
  });
});

// Labels of the screen that editors found written as plain words again and again. A label is bold
// wherever the text tells the reader to find or use it; the glossary names it as a term instead.
describe('screen labels in bold', () => {
  const LABELS = [/Osastovalitsi\p{L}*/gu];
  const hasPlainLabel = (text: string) =>
    LABELS.some((label) => [...text.matchAll(label)].some((m) => text.slice(m.index - 2, m.index) !== '**'));

  test('the check sees a plain label and passes a bold one', () => {
    expect(hasPlainLabel('Valitse Osastovalitsimesta osasto.')).toBe(true);
    expect(hasPlainLabel('Valitse **Osastovalitsimesta** osasto.')).toBe(false);
  });

  test('every mention outside the glossary is bold', () => {
    const plain = units.filter((u) => u.route !== GLOSSARY_ROUTE && hasPlainLabel(u.text));
    expect(unique(plain.map(where))).toEqual([]);
  });
});
