/**
 * @jest-environment jsdom
 */
import { markTerms, unmarkTerms } from '../search/mark-terms';

describe('marking search terms in the article', () => {
  test('marks inflected forms, skips code-free text only as text, and unmarks cleanly', () => {
    document.body.innerHTML = '<article><p>Työntekijä lisätään. Työntekijöiden lista.</p><p>Muu teksti</p></article>';
    const article = document.querySelector('article')!;
    const before = article.innerHTML;
    const marks = markTerms(article, ['työntekijöiden']);
    expect(marks.map((m) => m.textContent)).toEqual(['Työntekijä', 'Työntekijöiden']);
    expect(article.querySelectorAll('mark[data-search-highlight]')).toHaveLength(2);
    unmarkTerms(marks);
    expect(article.innerHTML).toBe(before);
  });

  test("the article's own table of contents is not marked, only its text", () => {
    document.body.innerHTML =
      '<article><nav aria-label="Sivun sisältö"><a href="#a">Osaston lisääminen</a></nav><h2 id="a">Osaston lisääminen</h2></article>';
    const marks = markTerms(document.querySelector('article')!, ['lisääminen']);
    expect(marks.map((m) => m.parentElement?.tagName)).toEqual(['H2']);
  });

  test('a term that looks like markup is never inserted as markup', () => {
    document.body.innerHTML = '<article><p>img src onerror</p></article>';
    const article = document.querySelector('article')!;
    markTerms(article, ['<img src=x onerror=alert(1)>']);
    expect(article.querySelector('img')).toBeNull();
  });
});
