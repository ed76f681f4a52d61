import shared from './figures.module.css';
import styles from './DayTimeline.module.css';

/*
 * Päiväsuunnittelun aikajana (sivu edistyneet_toiminnot/paivasuunnittelu): Keskustan myymälän
 * tiistai 14.10.2025, kun vajaus on täytetty ja tauot sijoitettu kuten sivun esimerkissä.
 * Tehtävät noudattavat sivun perustoiminnot/tarvepohjat tiistain tarvetta. Summat lasketaan
 * vuoroista, joten kuvateksti ja taulukko pysyvät samoina kuin palkit.
 */

type Task = 'Kassa' | 'Täyttö';
type Part = { task: Task; from: number; to: number };
type Shift = { name: string; parts: Part[]; pause?: { from: number; to: number } };

const FIRST_HOUR = 6;
const LAST_HOUR = 22;
const AXIS_HOURS = [6, 10, 14, 18, 22];

const SHIFTS: Shift[] = [
  { name: 'Aino Mäkinen', parts: [{ task: 'Täyttö', from: 6, to: 14 }], pause: { from: 9, to: 9.5 } },
  {
    name: 'Mikko Virtanen',
    parts: [
      { task: 'Täyttö', from: 6, to: 8 },
      { task: 'Kassa', from: 8, to: 14 },
    ],
    pause: { from: 8.5, to: 9 },
  },
  { name: 'Sari Lehtonen', parts: [{ task: 'Kassa', from: 7, to: 15 }], pause: { from: 9.5, to: 10 } },
  { name: 'Leena Korhonen', parts: [{ task: 'Kassa', from: 10, to: 18 }], pause: { from: 14, to: 14.5 } },
  { name: 'Jari Nieminen', parts: [{ task: 'Täyttö', from: 14, to: 22 }], pause: { from: 18, to: 18.5 } },
  { name: 'Noora Heikkinen', parts: [{ task: 'Kassa', from: 14, to: 22 }], pause: { from: 18.5, to: 19 } },
  { name: 'Emma Laaksonen', parts: [{ task: 'Kassa', from: 15, to: 20 }] },
];

const TASK_CLASS: Record<Task, string> = { Kassa: styles.cashTask, Täyttö: styles.fillTask };

const span = (p: { from: number; to: number }) => p.to - p.from;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const SHIFT_HOURS = sum(SHIFTS.flatMap((s) => s.parts.map(span)));
const PAUSE_HOURS = sum(SHIFTS.map((s) => (s.pause ? span(s.pause) : 0)));
const NET_HOURS = SHIFT_HOURS - PAUSE_HOURS;

const clock = (h: number) => `${Math.floor(h)}.${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;
const range = (p: { from: number; to: number }) => `${clock(p.from)}–${clock(p.to)}`;
const hours = (h: number) => h.toLocaleString('fi-FI');

// Sijainti ja leveys prosentteina aika-akselista, jotta palkit skaalautuvat kaikilla leveyksillä.
const place = (p: { from: number; to: number }) => ({
  left: `${((p.from - FIRST_HOUR) / (LAST_HOUR - FIRST_HOUR)) * 100}%`,
  width: `${(span(p) / (LAST_HOUR - FIRST_HOUR)) * 100}%`,
});

function Timeline() {
  return (
    <div className={styles.timeline} aria-hidden="true">
      <div className={styles.axisRow}>
        <span />
        <span className={styles.axis}>
          {AXIS_HOURS.map((h) => (
            <span key={h} className={styles.tick} style={{ left: place({ from: h, to: h }).left }}>
              {h}
            </span>
          ))}
        </span>
      </div>
      {SHIFTS.map((s) => (
        <div key={s.name} className={styles.row}>
          <span className={styles.name}>{s.name.split(' ')[0]}</span>
          <span className={styles.track}>
            {AXIS_HOURS.map((h) => (
              <span key={h} className={styles.gridLine} style={{ left: place({ from: h, to: h }).left }} />
            ))}
            {s.parts.map((p) => (
              <span key={p.from} className={`${styles.bar} ${TASK_CLASS[p.task]}`} style={place(p)} />
            ))}
            {s.pause && <span className={styles.pause} style={place(s.pause)} />}
          </span>
        </div>
      ))}
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.cashTask}`} />
          Kassa
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.fillTask}`} />
          Täyttö
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.pauseSwatch}`} />
          Tauko
        </li>
      </ul>
    </div>
  );
}

export default function DayTimeline() {
  return (
    <figure className={`${shared.figure} ${styles.dayFigure}`}>
      <Timeline />
      {/* Kääre piilottaa taulukon: taulukko ei noudata 1 px:n leveyttä ja leventäisi muuten sivua. */}
      <div className="visually-hidden">
        <table>
          <caption>Tiistain vuorot, tehtävät ja tauot</caption>
          <thead>
            <tr>
              <th scope="col">Työntekijä</th>
              <th scope="col">Tehtävät</th>
              <th scope="col">Tauko</th>
            </tr>
          </thead>
          <tbody>
            {SHIFTS.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>{s.parts.map((p) => `${p.task} ${range(p)}`).join(', ')}</td>
                <td>{s.pause ? range(s.pause) : 'ei taukoa'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className={shared.caption}>
        Päiväsuunnittelun aikajana tiistaina 14.10.2025 kello {FIRST_HOUR}–{LAST_HOUR}: jokainen rivi on yhden
        työntekijän vuoro tehtävän värein, ja raidallinen kohta on tauko. Vuoroissa on {hours(SHIFT_HOURS)}{' '}
        henkilötuntia, joista tauot vievät {hours(PAUSE_HOURS)}, joten vahvuudeksi jää{' '}
        {hours(NET_HOURS)} henkilötuntia.
      </figcaption>
    </figure>
  );
}
