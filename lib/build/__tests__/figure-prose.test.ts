import { extractFigureProse } from '../figure-prose';

const source = `import styles from './x.module.css';
type Kind = 'vajaus' | 'ylitys';
const ROWS = [{ name: 'Aino Mäkinen', kind: 'shift', label: 'Kassa' }];
const state = short ? 'vajaus' : 'ylitys';
export default function F({ id }: { id: string }) {
  return (
    <figure className={styles.box} aria-labelledby={\`f-\${id}\`}>
      <svg viewBox="0 0 10 10" aria-label="Vahvuus ja tarve"><path d="M0 0 H10" /></svg>
      <figcaption>Tarve on {total} henkilötuntia.</figcaption>
      <p>{open ? 'avoin vuoro' : \`\${n} tulosta\`}</p>
    </figure>
  );
}`;

test('takes the text a reader sees, with its line, and leaves code out', () => {
  const prose = extractFigureProse(source);
  expect(prose).toEqual([
    { line: 3, text: 'Aino Mäkinen' },
    { line: 3, text: 'Kassa' },
    { line: 8, text: 'Vahvuus ja tarve' },
    { line: 9, text: 'Tarve on' },
    { line: 9, text: 'henkilötuntia.' },
    { line: 10, text: 'avoin vuoro' },
    { line: 10, text: 'tulosta' },
  ]);
});
