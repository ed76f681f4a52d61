import { matchPath } from '../match-path';

describe('matchPath', () => {
  it('matches a prefix unless exact', () => {
    expect(matchPath('/perustoiminnot/osastot', '/perustoiminnot')?.isExact).toBe(false);
    expect(matchPath('/perustoiminnot/osastot', { path: '/perustoiminnot', exact: true })).toBeNull();
    expect(matchPath('/perustoiminnot', { path: '/perustoiminnot', exact: true })?.isExact).toBe(true);
    expect(matchPath('/perustoiminnotx', '/perustoiminnot')).toBeNull();
  });

  it('ignores a trailing slash unless strict', () => {
    expect(matchPath('/perustoiminnot/', { path: '/perustoiminnot', exact: true })).not.toBeNull();
    expect(matchPath('/perustoiminnot/', { path: '/perustoiminnot', exact: true, strict: true })).toBeNull();
    expect(matchPath('/perustoiminnot', { path: '/perustoiminnot/', strict: true })).toBeNull();
  });

  it('is case-insensitive unless sensitive', () => {
    expect(matchPath('/Perustoiminnot', '/perustoiminnot')).not.toBeNull();
    expect(matchPath('/Perustoiminnot', { path: '/perustoiminnot', sensitive: true })).toBeNull();
  });

  it('captures params and a splat', () => {
    expect(matchPath('/raportointi/palkkaraportti', { path: '/raportointi/:page', exact: true })?.params).toEqual({
      page: 'palkkaraportti',
    });
    expect(
      matchPath('/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4', '/edistyneet_toiminnot/:page')?.params.page,
    ).toBe('töihinkutsujärjestelmä');
    expect(matchPath('/raportointi/muut_raportit/vuosivapaat', '/raportointi/*')?.params).toEqual({
      0: 'muut_raportit/vuosivapaat',
    });
  });

  it('treats / as the root of everything unless exact', () => {
    expect(matchPath('/a', '/')?.isExact).toBe(false);
    expect(matchPath('/a', { path: '/', exact: true })).toBeNull();
    expect(matchPath('/', { path: '/', exact: true })?.isExact).toBe(true);
  });
});
