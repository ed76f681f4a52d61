import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readContentTree } from '../content-model/read-content';
import {
  checkHelpIds,
  duplicateTargets,
  formatLock,
  helpIdsJson,
  nginxHelpMap,
  parseHelpLock,
  parseHelpRegistry,
  resolveHelpIds,
  type HelpTargetPage,
} from '../help-ids';
import { helpIdsOfTree } from '../help-ids-source';

const PAGES: HelpTargetPage[] = [
  { route: '/', title: 'Aloitusopas', headings: [{ id: 'päänäkymä', text: 'Päänäkymä' }] },
  {
    route: '/perustoiminnot/vuorojen-suunnittelu',
    title: 'Vuorojen suunnittelu',
    headings: [
      { id: 'vuorolistan-julkaiseminen', text: 'Vuorolistan julkaiseminen' },
      { id: 'jos-jokin-ei-onnistu', text: 'Jos jokin ei onnistu' },
    ],
  },
  { route: '/edistyneet_toiminnot/töihinkutsujärjestelmä', title: 'Töihinkutsujärjestelmä', headings: [{ id: 'töihinkutsun-lähettäminen', text: 'Töihinkutsun lähettäminen' }] },
];

const REGISTRY = `# comment
vuorolista-julkaisu: /perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen
paanakyma: /#päänäkymä
toihinkutsu: /edistyneet_toiminnot/töihinkutsujärjestelmä#töihinkutsun-lähettäminen
julkaisu: { retired: vuorolista-julkaisu }
`;

const check = (registry: string, lockIds: string[]) =>
  checkHelpIds({ registry: parseHelpRegistry(registry), lock: parseHelpLock(formatLock(lockIds)), pages: PAGES });
const ALL = ['vuorolista-julkaisu', 'paanakyma', 'toihinkutsu', 'julkaisu'];

describe('help ID registry', () => {
  test('one line per ID: a target route with an optional anchor, or a retirement', () => {
    const { entries, problems } = parseHelpRegistry(REGISTRY);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { id: 'vuorolista-julkaisu', line: 2, route: '/perustoiminnot/vuorojen-suunnittelu', anchor: 'vuorolistan-julkaiseminen' },
      { id: 'paanakyma', line: 3, route: '/', anchor: 'päänäkymä' },
      { id: 'toihinkutsu', line: 4, route: '/edistyneet_toiminnot/töihinkutsujärjestelmä', anchor: 'töihinkutsun-lähettäminen' },
      { id: 'julkaisu', line: 5, retiredFor: 'vuorolista-julkaisu' },
    ]);
  });

  test('a bad ID, a bad target and a twice-written ID are named with their line', () => {
    const { problems } = parseHelpRegistry('ok: /\nVuoro_Lista: /\nhuono: perustoiminnot/osastot\nok: /sanasto\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/help-ids.yml', line: 4 });
    expect(problems[0].message).toMatch(/not valid YAML: Map keys must be unique/);
    const single = parseHelpRegistry('Vuoro_Lista: /\nhuono: perustoiminnot/osastot\nvanha: { retired: Uusi }\n').problems;
    expect(single.map((p) => [p.line, p.message])).toEqual([
      [1, expect.stringMatching(/^help ID "Vuoro_Lista": an ID is lowercase ASCII/)],
      [2, expect.stringMatching(/^help ID "huono": the target must be a route of the manual/)],
      [3, expect.stringMatching(/^help ID "vanha": the replacement must be a help ID/)],
    ]);
  });

  test('the lock reads one ID a line and ignores comments', () => {
    const { ids, problems } = parseHelpLock('# published\nvuorolista\n\nhr_kello\n');
    expect([...ids]).toEqual([['vuorolista', 2]]);
    expect(problems).toEqual([{ file: 'content/help-ids.lock', line: 4, message: expect.stringMatching(/"hr_kello" is not a help ID/) }]);
  });
});

describe('help ID checks', () => {
  test('a registry whose targets exist and whose IDs are all locked passes', () => {
    expect(check(REGISTRY, ALL)).toEqual([]);
  });

  test('a missing page or heading names the ID, the file and the line', () => {
    const broken = REGISTRY.replace('#vuorolistan-julkaiseminen', '#julkaiseminen').replace('/#päänäkymä', '/aloitus');
    expect(check(broken, ALL)).toEqual([
      {
        file: 'content/help-ids.yml',
        line: 2,
        message: expect.stringMatching(/^help ID "vuorolista-julkaisu": no heading with the anchor "julkaiseminen" on \/perustoiminnot\/vuorojen-suunnittelu/),
      },
      { file: 'content/help-ids.yml', line: 3, message: expect.stringMatching(/^help ID "paanakyma": no page \/aloitus/) },
    ]);
  });

  test('removing a published ID fails, at its line in the lock; retiring it with a replacement passes', () => {
    const removed = REGISTRY.replace(/^paanakyma:.*\n/m, '');
    expect(check(removed, ALL)).toEqual([
      {
        file: 'content/help-ids.lock',
        line: 4,
        message: expect.stringMatching(/^help ID "paanakyma" is published but missing from content\/help-ids.yml/),
      },
    ]);
    const retired = REGISTRY.replace(/^paanakyma:.*$/m, 'paanakyma: { retired: toihinkutsu }');
    expect(check(retired, ALL)).toEqual([]);
  });

  test('a retirement needs a replacement that is a help ID with a target', () => {
    const unknown = check(REGISTRY.replace('{ retired: vuorolista-julkaisu }', '{ retired: julkaisut }'), ALL);
    expect(unknown.map((p) => p.message)).toEqual([expect.stringMatching(/"julkaisu": retired for "julkaisut", which is not a help ID/)]);
    const chain = check(`${REGISTRY}vanhin: { retired: julkaisu }\n`, [...ALL, 'vanhin']);
    expect(chain.map((p) => p.message)).toEqual([expect.stringMatching(/"vanhin": retired for "julkaisu", which is retired too/)]);
  });

  test('a new ID must be added to the lock', () => {
    expect(check(REGISTRY, ALL.slice(1)).map((p) => [p.line, p.message])).toEqual([
      [2, expect.stringMatching(/"vuorolista-julkaisu": new, not yet in content\/help-ids.lock: run `npm run help-ids:lock`/)],
    ]);
  });

  test('IDs that point at the same place are listed', () => {
    const { entries } = parseHelpRegistry(`${REGISTRY}julkaiseminen: /perustoiminnot/vuorojen-suunnittelu.html#vuorolistan-julkaiseminen\n`);
    expect(duplicateTargets(entries)).toEqual([
      { target: '/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen', ids: ['vuorolista-julkaisu', 'julkaiseminen'] },
    ]);
  });
});

describe('help ID outputs', () => {
  const resolved = resolveHelpIds(parseHelpRegistry(REGISTRY).entries, PAGES);

  test('a retired ID leads where its replacement does; addresses have the base path and are encoded', () => {
    expect(helpIdsJson(resolved)).toEqual({
      julkaisu: '/manual/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen',
      paanakyma: '/manual/#p%C3%A4%C3%A4n%C3%A4kym%C3%A4',
      toihinkutsu:
        '/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4#t%C3%B6ihinkutsun-l%C3%A4hett%C3%A4minen',
      'vuorolista-julkaisu': '/manual/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen',
    });
    expect(resolved.find((h) => h.id === 'julkaisu')?.label).toBe('Vuorojen suunnittelu › Vuorolistan julkaiseminen');
  });

  test('the nginx map sends /manual/ohje/<id> to the target and nothing else anywhere', () => {
    expect(nginxHelpMap(resolved)).toBe(
      [
        '# Generated by the build from content/help-ids.yml: do not edit.',
        'map $uri $manual_help_target {',
        '    default "";',
        '    "/manual/ohje/julkaisu" "/manual/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen";',
        '    "/manual/ohje/paanakyma" "/manual/#p%C3%A4%C3%A4n%C3%A4kym%C3%A4";',
        '    "/manual/ohje/toihinkutsu" "/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4#t%C3%B6ihinkutsun-l%C3%A4hett%C3%A4minen";',
        '    "/manual/ohje/vuorolista-julkaisu" "/manual/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen";',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe('the registry of the manual', () => {
  const repo = join(__dirname, '..', '..', '..');

  test('covers the product with at least 40 IDs, every one pointing at a page or heading that exists', () => {
    const loaded = helpIdsOfTree(readContentTree(join(repo, 'content')), repo);
    expect(loaded.problems).toEqual([]);
    expect(loaded.resolved.length).toBeGreaterThanOrEqual(40);
  });

  test('renaming a heading that an ID targets fails the check, naming the ID, the file and the line', () => {
    const root = mkdtempSync(join(tmpdir(), 'help-ids-'));
    try {
      cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
      const page = join(root, 'content', 'perustoiminnot', 'vuorojen-suunnittelu.mdx');
      const source = readFileSync(page, 'utf8');
      expect(source).toContain('## Vuorolistan julkaiseminen\n');
      writeFileSync(page, source.replace('## Vuorolistan julkaiseminen\n', '## Listan julkaiseminen\n'));
      const registry = readFileSync(join(root, 'content', 'help-ids.yml'), 'utf8').split('\n');
      const line = registry.findIndex((l) => l.startsWith('vuorolista-julkaisu:')) + 1;
      const { problems } = helpIdsOfTree(readContentTree(join(root, 'content')), root);
      expect(problems).toEqual([
        {
          file: 'content/help-ids.yml',
          line,
          message: expect.stringMatching(
            /^help ID "vuorolista-julkaisu": no heading with the anchor "vuorolistan-julkaiseminen" on \/perustoiminnot\/vuorojen-suunnittelu/,
          ),
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
