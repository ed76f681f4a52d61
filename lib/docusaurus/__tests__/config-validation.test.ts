import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasDefaultExport, validateSearchPlacement } from '../config-validation';
import { siteConfig } from '../../site/site-config';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('search placement', () => {
  it('accepts the configured value and rejects others', () => {
    expect(validateSearchPlacement(siteConfig.search.placement)).toBe('navbar');
    expect(() => validateSearchPlacement('footer')).toThrow('Invalid search panel placement "footer"');
    expect(() => validateSearchPlacement(undefined)).toThrow(/expected one of "navbar", "sidebar"/);
  });
});

describe('page modules', () => {
  it('recognises a default export', () => {
    expect(hasDefaultExport('export default function Page() {}')).toBe(true);
    expect(hasDefaultExport('function P() {}\nexport { P as default };')).toBe(true);
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
