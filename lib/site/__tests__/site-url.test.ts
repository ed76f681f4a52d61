import { LOCAL_SITE_URL, SiteUrlError, absoluteUrl, parseSiteUrl, siteUrlNotice } from '../site-url';

describe('parseSiteUrl', () => {
  it('falls back to the local address when SITE_URL is unset or blank', () => {
    expect(parseSiteUrl(undefined)).toEqual({ origin: LOCAL_SITE_URL, fromEnvironment: false });
    expect(parseSiteUrl('  ')).toEqual({ origin: LOCAL_SITE_URL, fromEnvironment: false });
  });

  it('accepts an http(s) origin, with or without a trailing slash, and keeps a port', () => {
    expect(parseSiteUrl('https://ohjeet.example.fi')).toEqual({ origin: 'https://ohjeet.example.fi', fromEnvironment: true });
    expect(parseSiteUrl('https://ohjeet.example.fi/').origin).toBe('https://ohjeet.example.fi');
    expect(parseSiteUrl('http://intra.example.fi:8080').origin).toBe('http://intra.example.fi:8080');
  });

  it.each([
    ['ohjeet.example.fi', /absolute http\(s\) address/],
    ['/manual', /absolute http\(s\) address/],
    ['ftp://ohjeet.example.fi', /https:\/\/ or http:\/\//],
    ['https://ohjeet.example.fi/manual', /origin only.*\/manual\//],
    ['https://ohjeet.example.fi/?a=1', /origin only/],
  ])('refuses %s with a message that says what to write', (value, message) => {
    expect(() => parseSiteUrl(value)).toThrow(SiteUrlError);
    expect(() => parseSiteUrl(value)).toThrow(message);
  });
});

describe('siteUrlNotice', () => {
  it('says in one line which address the build uses', () => {
    expect(siteUrlNotice(parseSiteUrl(undefined))).toMatch(/^SITE_URL is not set: .*localhost:3000/);
    expect(siteUrlNotice(parseSiteUrl('https://ohjeet.example.fi'))).toBe('Site URL: https://ohjeet.example.fi (from SITE_URL).');
    expect(siteUrlNotice(parseSiteUrl(undefined))).not.toContain('\n');
  });
});

describe('absoluteUrl', () => {
  it('puts the origin and base path before a route, percent-encoding accented segments', () => {
    expect(absoluteUrl('/', 'https://o.fi')).toBe('https://o.fi/manual/');
    expect(absoluteUrl('/edistyneet_toiminnot/töihinkutsujärjestelmä', 'https://o.fi')).toBe(
      'https://o.fi/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4',
    );
  });
});
