import { useId } from 'react';
import styles from './HeadcountChart.module.css';

/*
 * Vahvuus ja tarve yhden päivän ajalta (Keskustan myymälä, tiistai 14.10.2025, klo 6–22).
 * Luvut vastaavat sivun perustoiminnot/vahvuuslaskenta esimerkkiä ja sivun
 * perustoiminnot/tarvepohjat tiistain tarvepohjaa: tarve 52 h, vahvuus 48 h,
 * vajaus 8 henkilötuntia, ylitys 4 henkilötuntia.
 */
const FIRST_HOUR = 6;
const DEMAND = [2, 3, 3, 3, 4, 4, 4, 4, 3, 4, 4, 4, 3, 3, 2, 2];
const HEADCOUNT = [1, 3, 4, 4, 4, 4, 4, 4, 5, 3, 2, 2, 2, 2, 2, 2];

type Row = { from: number; to: number; demand: number; headcount: number; diff: number };

const ROWS: Row[] = DEMAND.map((demand, i) => ({
  from: FIRST_HOUR + i,
  to: FIRST_HOUR + i + 1,
  demand,
  headcount: HEADCOUNT[i],
  diff: HEADCOUNT[i] - demand,
}));

import { sum } from '@/lib/figures/hours';
const TOTAL_DEMAND = sum(DEMAND);
const TOTAL_HEADCOUNT = sum(HEADCOUNT);
const SHORTAGE = sum(ROWS.map((r) => Math.max(0, -r.diff)));
const SURPLUS = sum(ROWS.map((r) => Math.max(0, r.diff)));

// Geometry in SVG user units; the SVG scales to the width of its container.
const W = 560;
const H = 330;
const M = { left: 46, right: 10, top: 30, bottom: 70 };
const Y_MAX = 6;
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;
const SLOT_W = PLOT_W / ROWS.length;
const UNIT = PLOT_H / Y_MAX;
const BASE_Y = M.top + PLOT_H;
const BAR_GAP = 4;

const x = (slot: number) => M.left + slot * SLOT_W;
const y = (persons: number) => BASE_Y - persons * UNIT;
const round = (n: number) => Math.round(n * 100) / 100;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

function diffText(diff: number) {
  if (diff < 0) return `${signed(diff)} vajaus`;
  if (diff > 0) return `${signed(diff)} ylitys`;
  return '0 täsmää';
}

function demandPath() {
  let d = `M${round(x(0))} ${round(y(ROWS[0].demand))}`;
  ROWS.forEach((r, i) => {
    if (i > 0) d += ` V${round(y(r.demand))}`;
    d += ` H${round(x(i + 1))}`;
  });
  return d;
}

function DataTable({ className }: { className?: string }) {
  return (
    <table className={`${styles.table} ${className ?? ''}`}>
      <caption className={styles.tableCaption}>Vahvuus ja tarve tunneittain, henkilöä</caption>
      <thead>
        <tr>
          <th scope="col">Kello</th>
          <th scope="col">Tarve</th>
          <th scope="col">Vahvuus</th>
          <th scope="col">Ero</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((r) => (
          <tr key={r.from}>
            <th scope="row">
              {r.from}–{r.to}
            </th>
            <td>{r.demand}</td>
            <td>{r.headcount}</td>
            <td className={r.diff < 0 ? styles.cellShort : r.diff > 0 ? styles.cellOver : undefined}>
              {diffText(r.diff)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Yhteensä, h</th>
          <td>{TOTAL_DEMAND}</td>
          <td>{TOTAL_HEADCOUNT}</td>
          <td className={styles.wrap}>
            {signed(TOTAL_HEADCOUNT - TOTAL_DEMAND)} (vajaus {SHORTAGE}, ylitys {SURPLUS})
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

// Peräkkäiset tunnit yhdeksi aikaväliksi: 15–16, 16–17 -> 15–20.
function ranges(test: (r: Row) => boolean) {
  const out: string[] = [];
  let start: number | null = null;
  ROWS.forEach((r, i) => {
    if (test(r) && start === null) start = r.from;
    const next = ROWS[i + 1];
    if (start !== null && (!next || !test(next))) {
      out.push(`${start}–${r.to}`);
      start = null;
    }
  });
  return out.join(' ja ');
}

const SHORT_RANGES = ranges((r) => r.diff < 0);
const OVER_RANGES = ranges((r) => r.diff > 0);

export default function HeadcountChart() {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (name: string) => `hc-${uid}-${name}`;

  return (
    <figure className={styles.root}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id('title')} ${id('desc')}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={id('title')}>Vahvuus ja tarve tiistaina 14.10.2025 kello 6–22</title>
        <desc id={id('desc')}>
          {`Pylväät näyttävät työssä olevien määrän ja porrasviiva tarpeen kunakin tuntina. Tarve on yhteensä ${TOTAL_DEMAND} ja vahvuus ${TOTAL_HEADCOUNT} henkilötuntia. Vajausta on ${SHORTAGE} henkilötuntia kello ${SHORT_RANGES} sekä ylitystä ${SURPLUS} henkilötuntia kello ${OVER_RANGES}.`}
        </desc>
        <defs>
          <pattern
            id={id('short')}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect className={styles.shortBg} width="6" height="6" />
            <line className={styles.shortLine} x1="1.5" y1="0" x2="1.5" y2="6" />
          </pattern>
          <pattern id={id('over')} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect className={styles.overBg} width="6" height="6" />
            <circle className={styles.overDot} cx="3" cy="3" r="1.3" />
          </pattern>
        </defs>

        {/* Vaakaviivat ja y-akselin luvut */}
        <g className={styles.grid}>
          {Array.from({ length: Y_MAX + 1 }, (_, n) => (
            <g key={n}>
              <line x1={M.left} x2={W - M.right} y1={round(y(n))} y2={round(y(n))} />
              <text className={styles.axisText} x={M.left - 8} y={round(y(n))} textAnchor="end" dominantBaseline="middle">
                {n}
              </text>
            </g>
          ))}
        </g>
        <text className={styles.axisTitle} x={4} y={16}>
          hlö
        </text>

        {/* Vahvuuspylväät sekä vajaus- ja ylitysosat */}
        {ROWS.map((r, i) => {
          const bx = round(x(i) + BAR_GAP / 2);
          const bw = round(SLOT_W - BAR_GAP);
          const low = Math.min(r.headcount, r.demand);
          return (
            <g key={r.from}>
              {low > 0 && (
                <rect className={styles.bar} x={bx} width={bw} y={round(y(low))} height={round(low * UNIT)} />
              )}
              {r.diff > 0 && (
                <rect
                  className={styles.over}
                  fill={`url(#${id('over')})`}
                  x={bx}
                  width={bw}
                  y={round(y(r.headcount))}
                  height={round(r.diff * UNIT)}
                />
              )}
              {r.diff < 0 && (
                <rect
                  className={styles.short}
                  fill={`url(#${id('short')})`}
                  x={bx}
                  width={bw}
                  y={round(y(r.demand))}
                  height={round(-r.diff * UNIT)}
                />
              )}
            </g>
          );
        })}

        {/* Tarve porrasviivana */}
        <path className={styles.demand} d={demandPath()} />

        {/* X-akseli: kellonajat joka toinen tunti */}
        <line className={styles.axis} x1={M.left} x2={W - M.right} y1={BASE_Y} y2={BASE_Y} />
        {Array.from({ length: ROWS.length / 2 + 1 }, (_, k) => {
          const slot = k * 2;
          return (
            <text key={slot} className={styles.axisText} x={round(x(slot))} y={BASE_Y + 20} textAnchor="middle">
              {FIRST_HOUR + slot}
            </text>
          );
        })}

        {/* Ero-rivi: etumerkki ja luku, jotta väri ei ole ainoa vihje */}
        <text className={styles.axisTitle} x={4} y={BASE_Y + 52}>
          Ero
        </text>
        {ROWS.map((r, i) =>
          r.diff === 0 ? null : (
            <text
              key={r.from}
              className={r.diff < 0 ? styles.diffShort : styles.diffOver}
              x={round(x(i) + SLOT_W / 2)}
              y={BASE_Y + 52}
              textAnchor="middle"
            >
              {signed(r.diff)}
            </text>
          ),
        )}
      </svg>

      <ul className={styles.legend}>
        <li>
          <svg className={styles.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <path className={styles.demand} d="M1 10 H10 V4 H23" />
          </svg>
          Tarve tarvepohjan mukaan
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={styles.bar} x="2" y="1" width="20" height="12" />
          </svg>
          Vahvuus eli työssä olevat
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={styles.short} fill={`url(#${id('short')})`} x="2" y="1" width="20" height="12" />
          </svg>
          Vajaus: vinoviivat ja miinusmerkkinen luku
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={styles.over} fill={`url(#${id('over')})`} x="2" y="1" width="20" height="12" />
          </svg>
          Ylitys: pisteet ja plusmerkkinen luku
        </li>
      </ul>

      <details className={styles.details}>
        <summary>Näytä luvut taulukkona</summary>
        <DataTable />
      </details>
      <div className={styles.printOnly}>
        <DataTable />
      </div>

      <figcaption className={styles.caption}>
        Keskustan myymälän vahvuus ja tarve tiistaina 14.10.2025 kello 6–22. Tarve on {TOTAL_DEMAND} ja vahvuus{' '}
        {TOTAL_HEADCOUNT} henkilötuntia; vajausta on {SHORTAGE} ja ylitystä {SURPLUS} henkilötuntia.
      </figcaption>
    </figure>
  );
}
