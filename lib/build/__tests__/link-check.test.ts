import { checkLinks, collectHrefs, collectIds } from '../link-check';

const page = (route: string, body: string) => ({ route, html: `<html><body>${body}</body></html>` });

describe('link checker', () => {
  const target = page('/manual/perustoiminnot/osastot', '<h2 id="lainaus">Lainaus</h2><h2 id="työntekijän-lisääminen">x</h2>');

  it('passes valid links and anchors, encoded or not', () => {
    const report = checkLinks(
      [
        target,
        page(
          '/manual/',
          '<a href="/manual/perustoiminnot/osastot#lainaus">a</a><a href="/manual/perustoiminnot/osastot#ty%C3%B6ntekij%C3%A4n-lis%C3%A4%C3%A4minen">b</a><a href="https://example.org/x">c</a><a href="/manual/icon.svg">d</a><a href="#top">e</a><span id="top"></span><a href="/manual">f</a>',
        ),
      ],
      new Set(['/manual/icon.svg']),
    );
    expect(report.errors).toEqual([]);
  });

  it('reports a broken link and a broken anchor with the page', () => {
    const report = checkLinks(
      [target, page('/manual/', '<a href="/manual/ei-ole">a</a><a href="/manual/perustoiminnot/osastot#ei-ankkuria">b</a>')],
      new Set(),
    );
    expect(report.errors).toEqual([
      { page: '/manual/', link: '/manual/ei-ole', reason: 'no such page' },
      { page: '/manual/', link: '/manual/perustoiminnot/osastot#ei-ankkuria', reason: 'no element with id "ei-ankkuria"' },
    ]);
  });

  it('only warns for a markdown file link', () => {
    const report = checkLinks([page('/manual/', '<a href="/manual/perustoiminnot/osastot.mdx">a</a>')], new Set());
    expect(report.errors).toEqual([]);
    expect(report.warnings).toHaveLength(1);
  });

  it('flags a link that leaves the base path', () => {
    const report = checkLinks([page('/manual/', '<a href="/perustoiminnot/osastot">a</a>')], new Set());
    expect(report.errors[0].reason).toBe('points outside the site');
  });

  it('reads attributes as a browser does: entities, unquoted values, case', () => {
    expect(collectHrefs('<A HREF=/manual/x?a=1&amp;b=2#t%C3%A4>x</A><a href=\'/y\'>y</a>')).toEqual(['/manual/x?a=1&b=2#t%C3%A4', '/y']);
    expect(collectIds('<h2 id=ty&ouml;t>x</h2><h3 id="a&#x27;b">y</h3>')).toEqual(new Set(['työt', "a'b"]));
  });

  it('ignores ids and hrefs inside scripts', () => {
    expect(collectIds('<script>var x = \' id="a"\'</script><p id="b"></p>')).toEqual(new Set(['b']));
    expect(collectHrefs('<script>"<a href=\\"/x\\">"</script><a class="c" href="/y&amp;z">')).toEqual(['/y&z']);
  });
});
