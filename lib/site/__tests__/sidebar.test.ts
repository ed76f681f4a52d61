import { isInFolder, parseSidebarItems, sidebarDataRoute, sidebarDataUrl } from '../sidebar';

describe('a category list the browser loads', () => {
  it('is written under /sidebar by the folder route, and fetched under the base path', () => {
    expect(sidebarDataRoute('/generoitu-3')).toBe('/sidebar/generoitu-3.json');
    expect(sidebarDataUrl('/työaika')).toBe('/manual/sidebar/ty%C3%B6aika.json');
  });

  it('holds the pages under its folder only', () => {
    expect(isInFolder('/raportointi/palkkaraportti', '/raportointi')).toBe(true);
    expect(isInFolder('/raportointi-vanha/sivu', '/raportointi')).toBe(false);
    expect(isInFolder('/raportointi', '/raportointi')).toBe(false);
  });

  it('is accepted only as a well-formed tree', () => {
    const good = [['Osastot', '/perustoiminnot/osastot'], ['Luokka', '/category/x', [['Sivu', '/x/sivu']]], ['Toinen', '/category/y', '/y']];
    expect(parseSidebarItems(good)).toEqual(good);
    for (const bad of [null, 'teksti', {}, [['vain nimi']], [['a', 2]], [['a', '/a', [['b']]]], [['a', '/a', 3]], [['a', '/a', '/b', 'd']]]) {
      expect(parseSidebarItems(bad)).toBeNull();
    }
  });
});
