import { useId } from 'react';
import chart from './HeadcountChart.module.css';
import styles from './PlannedRealisedChart.module.css';

/*
 * Suunnitellut ja toteutuneet tunnit päivittäin: Mikko Virtasen viikko 12.1.–16.1.2026 sivun
 * raportointi/tuntitoteumat esimerkistä. Luvut ovat minuutteja; summat ja poikkeamat lasketaan
 * niistä, jotta kaavio, taulukko ja kuvateksti eivät voi erota toisistaan.
 */
const DAYS = [
  { day: 'ma 12.1.', planned: 450, realised: 454, absence: 0 },
  { day: 'ti 13.1.', planned: 450, realised: 585, absence: 0 },
  { day: 'ke 14.1.', planned: 0, realised: 0, absence: 0 },
  { day: 'to 15.1.', planned: 450, realised: 325, absence: 0 },
  { day: 'pe 16.1.', planned: 450, realised: 0, absence: 450 },
].map((d) => ({ ...d, deviation: d.realised + d.absence - d.planned }));

import { sum } from '@/lib/figures/hours';
const TOTAL = {
  planned: sum(DAYS.map((d) => d.planned)),
  realised: sum(DAYS.map((d) => d.realised)),
  absence: sum(DAYS.map((d) => d.absence)),
  deviation: sum(DAYS.map((d) => d.deviation)),
};

function hours(minutes: number) {
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  const text = h && m ? `${h} h ${m} min` : h ? `${h} h` : m ? `${m} min` : '0';
  return minutes < 0 ? `\u2212${text}` : text;
}
const signed = (minutes: number) => (minutes > 0 ? `+${hours(minutes)}` : hours(minutes));

// Geometry in SVG user units; the SVG scales to the width of its container.
const W = 560;
const H = 300;
const M = { left: 40, right: 10, top: 24, bottom: 56 };
const Y_MAX_H = 10;
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;
const SLOT_W = PLOT_W / DAYS.length;
const BASE_Y = M.top + PLOT_H;
const BAR_W = SLOT_W * 0.3;
const round = (n: number) => Math.round(n * 100) / 100;
const y = (minutes: number) => BASE_Y - (minutes / 60 / Y_MAX_H) * PLOT_H;
const height = (minutes: number) => round((minutes / 60 / Y_MAX_H) * PLOT_H);

function DataTable() {
  return (
    <table className={chart.table}>
      <caption className={chart.tableCaption}>Suunnitellut ja toteutuneet tunnit päivittäin</caption>
      <thead>
        <tr>
          <th scope="col">Päivä</th>
          <th scope="col">Suunnitellut</th>
          <th scope="col">Toteutuneet</th>
          <th scope="col">Poissaolot</th>
          <th scope="col">Poikkeama</th>
        </tr>
      </thead>
      <tbody>
        {DAYS.map((d) => (
          <tr key={d.day}>
            <th scope="row">{d.day}</th>
            <td>{hours(d.planned)}</td>
            <td>{hours(d.realised)}</td>
            <td>{hours(d.absence)}</td>
            <td>{signed(d.deviation)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Yhteensä</th>
          <td>{hours(TOTAL.planned)}</td>
          <td>{hours(TOTAL.realised)}</td>
          <td>{hours(TOTAL.absence)}</td>
          <td>{signed(TOTAL.deviation)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export default function PlannedRealisedChart() {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (name: string) => `pr-${uid}-${name}`;
  const summary = `Suunniteltuja tunteja on ${hours(TOTAL.planned)}, toteutuneita ${hours(TOTAL.realised)} ja poissaoloja ${hours(TOTAL.absence)}, joten viikon poikkeama on ${signed(TOTAL.deviation)}.`;

  return (
    <figure className={chart.root}>
      <svg
        className={chart.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id('title')} ${id('desc')}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={id('title')}>Mikko Virtasen suunnitellut ja toteutuneet tunnit 12.1.–16.1.2026</title>
        <desc id={id('desc')}>
          {`Katkoviivainen pylväs on päivän suunnitellut tunnit, täytetty pylväs toteutuneet tunnit ja viivoitettu pylväs poissaolo. ${summary}`}
        </desc>
        <defs>
          <pattern id={id('absence')} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect className={styles.absenceBg} width="6" height="6" />
            <line className={styles.absenceLine} x1="1.5" y1="0" x2="1.5" y2="6" />
          </pattern>
        </defs>

        <g className={chart.grid}>
          {[0, 2, 4, 6, 8, 10].map((h) => (
            <g key={h}>
              <line x1={M.left} x2={W - M.right} y1={round(y(h * 60))} y2={round(y(h * 60))} />
              <text className={chart.axisText} x={M.left - 8} y={round(y(h * 60))} textAnchor="end" dominantBaseline="middle">
                {h}
              </text>
            </g>
          ))}
        </g>
        <text className={chart.axisTitle} x={4} y={14}>
          h
        </text>

        {DAYS.map((d, i) => {
          const left = M.left + i * SLOT_W + SLOT_W / 2 - BAR_W - 2;
          const right = M.left + i * SLOT_W + SLOT_W / 2 + 2;
          return (
            <g key={d.day}>
              {d.planned > 0 && (
                <rect className={styles.planned} x={round(left)} width={round(BAR_W)} y={round(y(d.planned))} height={height(d.planned)} />
              )}
              {d.realised > 0 && (
                <rect className={chart.bar} x={round(right)} width={round(BAR_W)} y={round(y(d.realised))} height={height(d.realised)} />
              )}
              {d.absence > 0 && (
                <rect
                  className={styles.absence}
                  fill={`url(#${id('absence')})`}
                  x={round(right)}
                  width={round(BAR_W)}
                  y={round(y(d.realised + d.absence))}
                  height={height(d.absence)}
                />
              )}
              <text className={chart.axisText} x={round(M.left + i * SLOT_W + SLOT_W / 2)} y={BASE_Y + 20} textAnchor="middle">
                {d.day}
              </text>
              <text className={styles.value} x={round(M.left + i * SLOT_W + SLOT_W / 2)} y={BASE_Y + 42} textAnchor="middle">
                {signed(d.deviation)}
              </text>
            </g>
          );
        })}
        <line className={chart.axis} x1={M.left} x2={W - M.right} y1={BASE_Y} y2={BASE_Y} />
      </svg>

      <ul className={chart.legend}>
        <li>
          <svg className={chart.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={styles.planned} x="2" y="1" width="20" height="12" />
          </svg>
          Suunnitellut tunnit
        </li>
        <li>
          <svg className={chart.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={chart.bar} x="2" y="1" width="20" height="12" />
          </svg>
          Toteutuneet tunnit
        </li>
        <li>
          <svg className={chart.swatch} viewBox="0 0 24 14" aria-hidden="true" focusable="false">
            <rect className={styles.absence} fill={`url(#${id('absence')})`} x="2" y="1" width="20" height="12" />
          </svg>
          Poissaolo
        </li>
      </ul>

      <details className={chart.details}>
        <summary>Näytä luvut taulukkona</summary>
        <DataTable />
      </details>
      <div className={chart.printOnly}>
        <DataTable />
      </div>

      <figcaption className={chart.caption}>
        Mikko Virtasen viikko 12.1.–16.1.2026. {summary} Pylväiden alla on kunkin päivän poikkeama.
      </figcaption>
    </figure>
  );
}
