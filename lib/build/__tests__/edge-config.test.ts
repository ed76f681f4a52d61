import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMMUTABLE_PATTERNS, edgeHeaders, edgeRedirects } from '../edge-config';
import { IMMUTABLE, SEARCH_PART, parseSecurityHeaders } from '../../site/serving-rules.mjs';

const nginxDir = join(__dirname, '..', '..', '..', 'deploy', 'nginx');
const securityHeaders = parseSecurityHeaders(readFileSync(join(nginxDir, 'security-headers.conf'), 'utf8'));

// The platforms' pattern syntax (Cloudflare and Netlify agree): `*` any rest, `:name` one segment.
function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[a-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

function rules(headersFile: string): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of headersFile.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) result.set(line, (current = new Map()));
    else {
      const [name, ...value] = line.trim().split(': ');
      current!.set(name, value.join(': '));
    }
  }
  return result;
}

describe('edgeHeaders (_headers)', () => {
  const parsed = rules(edgeHeaders(securityHeaders));

  it('sends every security header of deploy/nginx/security-headers.conf on every path, and no HSTS (the TLS front sends it)', () => {
    expect(Object.keys(securityHeaders)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy']));
    expect(Object.fromEntries(parsed.get('/*')!)).toEqual(securityHeaders);
    expect(parsed.get('/*')!.has('Strict-Transport-Security')).toBe(false);
  });

  it('caches for a year exactly what the other servers cache for a year, and sets Cache-Control once per path', () => {
    const immutable = [...parsed].filter(([, headers]) => headers.get('Cache-Control') === IMMUTABLE).map(([pattern]) => pattern);
    expect(immutable).toEqual(IMMUTABLE_PATTERNS);
    const cases: [string, boolean][] = [
      ['_next/static/chunks/0a1b2c.js', true],
      ['search/docs-default-current/0123456789ab/t0.json', true],
      ['search/docs-default-current/manifest.json', false],
      ['perustoiminnot/osastot.txt', false],
      ['search-index-docs-default-current.json', false],
    ];
    for (const [rel, cached] of cases) {
      const matching = immutable.filter((pattern) => patternMatches(pattern, `/manual/${rel}`));
      expect([rel, matching.length]).toEqual([rel, cached ? 1 : 0]);
      expect([rel, rel.startsWith('_next/static/') || SEARCH_PART.test(rel)]).toEqual([rel, cached]);
    }
  });
});

describe('edgeRedirects (_redirects)', () => {
  it('sends the host root and /manual to the start page, serves robots.txt at the root, and each help ID to its target', () => {
    expect(edgeRedirects({ 'vuorot.suunnittelu': '/manual/perustoiminnot/vuorojen-suunnittelu#vuorojen-lisaaminen' }).split('\n').slice(1)).toEqual([
      '/ /manual/ 301',
      '/manual /manual/ 301',
      '/robots.txt /manual/robots.txt 200',
      '/manual/ohje/vuorot.suunnittelu /manual/perustoiminnot/vuorojen-suunnittelu#vuorojen-lisaaminen 301',
      '',
    ]);
  });

  it('refuses a target it cannot write as one field', () => {
    expect(() => edgeRedirects({ x: '/manual/a b' })).toThrow(/help ID x/);
  });
});

describe('deploy/nginx holds the same rules', () => {
  const locations = readFileSync(join(nginxDir, 'manual-locations.conf'), 'utf8');

  it('caches the same paths for a year with the same value', () => {
    expect(locations).toContain(`location ^~ /manual/_next/static/ {`);
    expect(locations).toContain(`location ~ "^/manual/${SEARCH_PART.source.slice(1).replace(/\\\//g, '/')}" {`);
    expect(locations.match(/add_header Cache-Control "([^"]+)" always;/g)).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
  });

  it('never serves the edge files', () => {
    expect(locations).toContain('location = /manual/_headers { return 404; }');
    expect(locations).toContain('location = /manual/_redirects { return 404; }');
  });
});
