import type { ReactNode } from 'react';
import { formatHours, parseHours, shiftSpanMinutes, sum } from '@/lib/figures/hours';
import styles from './figures.module.css';

/*
 * Esimerkkivuorolista: Kallion myymälä, jakson 9.3.–29.3.2026 ensimmäinen viikko.
 * Luvut vastaavat sivujen perustoiminnot/vuorolistanakyma ja perustoiminnot/vuorojen-suunnittelu
 * esimerkkejä. Vuorot A 7–15, P 8–16 ja I 14–22 sisältävät 30 minuutin tauon (7 h 30 min työtä);
 * Ollin lauantain vuorossa 7–20 on 60 minuutin tauko (12 h työtä).
 * Tarve: arkena 24 henkilötuntia (A + P + I), viikonloppuna 16 (A + I).
 * Yhteenvetosarakkeet kattavat koko kolmen viikon jakson, eivät vain näkyvää viikkoa.
 */

type Task = 'kas' | 'tay';

type Cell =
  | {
      kind: 'shift';
      code?: string;
      time: string;
      // Unpaid break inside the shift; 30 minutes unless the shift says otherwise.
      breakMinutes?: number;
      task: Task;
      issue?: 'error' | 'warning';
      issueText?: string;
      open?: boolean;
      badge?: number;
    }
  | { kind: 'absence'; code: string; label: string; wish?: string; badge?: number }
  | { kind: 'off'; badge?: number; wish?: string }
  | { kind: 'empty'; badge?: number };

type Day = { label: string; name: string; date: string; weekend: boolean };

const DAYS: Day[] = [
  { label: 'Ma 9.3.', name: 'Ma', date: '9.3.', weekend: false },
  { label: 'Ti 10.3.', name: 'Ti', date: '10.3.', weekend: false },
  { label: 'Ke 11.3.', name: 'Ke', date: '11.3.', weekend: false },
  { label: 'To 12.3.', name: 'To', date: '12.3.', weekend: false },
  { label: 'Pe 13.3.', name: 'Pe', date: '13.3.', weekend: false },
  { label: 'La 14.3.', name: 'La', date: '14.3.', weekend: true },
  { label: 'Su 15.3.', name: 'Su', date: '15.3.', weekend: true },
];

const A = (task: Task, extra: Partial<Extract<Cell, { kind: 'shift' }>> = {}): Cell => ({
  kind: 'shift',
  code: 'A',
  time: '7–15',
  task,
  ...extra,
});
const P = (task: Task, extra: Partial<Extract<Cell, { kind: 'shift' }>> = {}): Cell => ({
  kind: 'shift',
  code: 'P',
  time: '8–16',
  task,
  ...extra,
});
const I = (task: Task, extra: Partial<Extract<Cell, { kind: 'shift' }>> = {}): Cell => ({
  kind: 'shift',
  code: 'I',
  time: '14–22',
  task,
  ...extra,
});
const V: Cell = { kind: 'off' };

type Person = {
  name: string;
  percent: string;
  cells: Cell[];
  // The summary columns cover the whole three-week period, so they are data, not sums of the week.
  planned: string;
  target: string;
  diffWarning?: boolean;
  bank: string;
};

type Group = { task: Task; name: string; badge?: number; people: Person[] };

const GROUPS: Group[] = [
  {
    task: 'kas',
    name: 'Kassa',
    badge: 2,
    people: [
      {
        name: 'Katri Salminen',
        percent: '100 %',
        cells: [A('kas', { badge: 4 }), A('kas'), V, I('kas'), I('kas'), I('kas'), V],
        planned: '112:30',
        target: '114:45',
        bank: '+3:30',
      },
      {
        name: 'Iida Järvinen',
        percent: '80 %',
        cells: [
          V,
          P('kas'),
          I('kas'),
          P('kas'),
          A('kas'),
          { kind: 'off', wish: 'vapaapäivä', badge: 5 },
          { kind: 'empty', badge: 7 },
        ],
        planned: '90:00',
        target: '91:48',
        bank: '0:00',
      },
    ],
  },
  {
    task: 'tay',
    name: 'Täyttö',
    people: [
      {
        name: 'Tuomas Leino',
        percent: '100 %',
        cells: [
          P('tay'),
          V,
          { kind: 'absence', code: 'VL', label: 'vuosiloma', badge: 6 },
          A('tay'),
          P('kas', {
            code: 'P/KAS',
            issue: 'error',
            issueText: 'TES-virhe: tehtävän Kassa vaatima osaaminen Kassakoulutus puuttuu',
            badge: 8,
          }),
          V,
          A('tay'),
        ],
        planned: '105:00',
        target: '107:06',
        bank: '−1:15',
      },
      {
        name: 'Olli Heikkilä',
        percent: '100 %',
        cells: [
          I('tay'),
          I('tay'),
          A('tay'),
          V,
          V,
          {
            kind: 'shift',
            time: '7–20',
            breakMinutes: 60,
            task: 'tay',
            issue: 'warning',
            issueText: 'TES-varoitus: vuoro on yli 12 tuntia',
            badge: 9,
          },
          I('tay'),
        ],
        planned: '109:30',
        target: '114:45',
        diffWarning: true,
        bank: '+6:00',
      },
    ],
  },
];

const OPEN_ROW: Cell[] = [
  { kind: 'empty' },
  { kind: 'empty' },
  P('tay', { open: true }),
  { kind: 'empty' },
  { kind: 'empty' },
  { kind: 'empty' },
  { kind: 'empty' },
];

// Person-hours needed a day: A + P + I on weekdays, A + I at the weekend.
const NEED_HOURS = { weekday: 24, weekend: 16 };
const DEFAULT_BREAK_MINUTES = 30;

type Shift = Extract<Cell, { kind: 'shift' }>;
const PEOPLE = GROUPS.flatMap((g) => g.people);
const shiftsOn = (day: number): Shift[] =>
  PEOPLE.map((p) => p.cells[day]).filter((c): c is Shift => c.kind === 'shift' && !c.open);

// Planned presence against the need, in person-hours, as the headcount row shows it.
type Headcount = { value: string; diff: number };
const HEADCOUNT: Headcount[] = DAYS.map((day, i) => {
  const planned = sum(shiftsOn(i).map((c) => shiftSpanMinutes(c.time))) / 60;
  const need = day.weekend ? NEED_HOURS.weekend : NEED_HOURS.weekday;
  return { value: `${planned}/${need}`, diff: planned - need };
});

// Working time of the day: each shift's length less its break.
const DAY_HOURS = DAYS.map((_, i) =>
  formatHours(sum(shiftsOn(i).map((c) => shiftSpanMinutes(c.time) - (c.breakMinutes ?? DEFAULT_BREAK_MINUTES)))),
);

const personDiff = (p: Person) => parseHours(p.planned) - parseHours(p.target);
const total = (field: 'planned' | 'target' | 'bank') => sum(PEOPLE.map((p) => parseHours(p[field])));
const TOTALS = {
  planned: formatHours(total('planned')),
  target: formatHours(total('target')),
  diff: formatHours(total('planned') - total('target'), { signed: true }),
  bank: formatHours(total('bank'), { signed: true }),
};

const TASK_CLASS: Record<Task, string> = { kas: styles.taskKas, tay: styles.taskTay };
const TASK_NAME: Record<Task, string> = { kas: 'Kassa', tay: 'Täyttö' };

function Badge({ n }: { n?: number }) {
  if (!n) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {n}
    </span>
  );
}

function IssueIcon({ kind }: { kind: 'error' | 'warning' }) {
  return kind === 'error' ? (
    <svg className={`${styles.icon} ${styles.iconError}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.5" />
      <path d="M5 5 L11 11 M11 5 L5 11" />
    </svg>
  ) : (
    <svg className={`${styles.icon} ${styles.iconWarning}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 0.8 L15.4 14.6 H0.6 Z" />
      <path d="M8 5.5 V9.8 M8 11.6 V12.6" />
    </svg>
  );
}

function WishMark({ text }: { text: string }) {
  return (
    <>
      <svg className={styles.wish} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M0 0 H10 V10 Z" />
      </svg>
      <span className="visually-hidden">, toive: {text}</span>
    </>
  );
}

function dayClass(day: Day) {
  return day.weekend ? styles.weekend : '';
}

function DayCell({ cell, day }: { cell: Cell; day: Day }) {
  const base = `${styles.cell} ${dayClass(day)} ${cell.badge ? styles.hasBadge : ''}`;
  switch (cell.kind) {
    case 'shift': {
      const issueClass = cell.issue === 'error' ? styles.error : cell.issue === 'warning' ? styles.warning : '';
      return (
        <td className={`${base} ${TASK_CLASS[cell.task]} ${cell.open ? styles.open : ''} ${issueClass}`}>
          <Badge n={cell.badge} />
          {cell.issue && <IssueIcon kind={cell.issue} />}
          <span className={styles.code}>{cell.code ?? cell.time}</span>
          {cell.code && (
            <>
              {' '}
              <span className={styles.time}>{cell.time}</span>
            </>
          )}
          <span className="visually-hidden">
            , {TASK_NAME[cell.task]}
            {cell.open ? ', avoin vuoro' : ''}
            {cell.issueText ? `, ${cell.issueText}` : ''}
          </span>
        </td>
      );
    }
    case 'absence':
      return (
        <td className={`${base} ${styles.absence}`}>
          <Badge n={cell.badge} />
          <span className={styles.code}>{cell.code}</span>
          <span className="visually-hidden">, {cell.label}</span>
          {cell.wish && <WishMark text={cell.wish} />}
        </td>
      );
    case 'off':
      return (
        <td className={`${base} ${styles.off}`}>
          <Badge n={cell.badge} />
          <span className={styles.code}>V</span>
          <span className="visually-hidden">, vapaapäivä</span>
          {cell.wish && <WishMark text={cell.wish} />}
        </td>
      );
    default:
      return (
        <td className={`${base} ${styles.empty}`}>
          <Badge n={cell.badge} />
          {cell.badge ? <span className="visually-hidden">tyhjä, ei suunniteltu</span> : null}
        </td>
      );
  }
}

function HeadcountCell({ h, day }: { h: Headcount; day: Day }) {
  const state = h.diff < 0 ? styles.short : h.diff > 0 ? styles.over : styles.match;
  const text = h.diff < 0 ? `\u2212${-h.diff}` : h.diff > 0 ? `+${h.diff}` : '';
  const hidden = h.diff < 0 ? ', vajaus' : h.diff > 0 ? ', ylitys' : ', täsmää';
  return (
    <td className={`${styles.cell} ${styles.sum} ${state} ${dayClass(day)}`}>
      <span className={styles.code}>{h.value}</span>
      {text && (
        <>
          {' '}
          <span className={styles.signed}>{text}</span>
        </>
      )}
      <span className="visually-hidden">{hidden}</span>
    </td>
  );
}

const LEGEND: { n: number; title: string; text: ReactNode }[] = [
  {
    n: 1,
    title: 'Avoimet vuorot',
    text: 'Ylin rivi. Keskiviikon P-vuorolle ei ole vielä tekijää, koska Tuomas on vuosilomalla.',
  },
  {
    n: 2,
    title: 'Työntekijärivit',
    text: 'Yksi rivi työntekijää kohden, ryhmiteltynä tehtävän mukaan (Kassa, Täyttö). Nimen alla työaikaprosentti.',
  },
  {
    n: 3,
    title: 'Päiväsarakkeet',
    text: 'Jakson päivät. Viikonloput ja arkipyhät ovat varjostettuja.',
  },
  {
    n: 4,
    title: 'Vuoro',
    text: 'Vuorotyypin koodi ja kellonajat. Taustaväri kertoo tehtävän: sininen Kassa, vihreä Täyttö.',
  },
  { n: 5, title: 'Toive', text: 'Kolmio solun oikeassa yläkulmassa: Iida on toivonut lauantaiksi vapaapäivää.' },
  { n: 6, title: 'Poissaolo', text: 'Poissaolon koodi, tässä VL eli vuosiloma.' },
  { n: 7, title: 'Tyhjä solu', text: 'Päivälle ei ole vielä suunniteltu vuoroa eikä vapaata.' },
  {
    n: 8,
    title: 'TES-virhe',
    text: 'Punainen yhtenäinen reuna ja ruksi: Tuomakselta puuttuu kassatyön vaatima osaaminen.',
  },
  {
    n: 9,
    title: 'TES-varoitus',
    text: 'Keltainen katkoviivareuna ja kolmio: Ollin vuoro 7–20 on yli 12 tuntia.',
  },
  {
    n: 10,
    title: 'Yhteenvetosarakkeet',
    text: 'Suunn., Tavoite, Erotus ja TP-saldo koko jaksolta 9.3.–29.3.2026 tunteina ja minuutteina. Ollin erotus −5:15 on yli 4 tuntia, joten se on merkitty varoitukseksi.',
  },
  {
    n: 11,
    title: 'Yhteenvetorivit',
    text: 'Vahvuus (vahvuus/tarve henkilötunteina; vajaus punaisella ja miinusmerkillä, ylitys keltaisella ja plusmerkillä) ja Tunnit yhteensä.',
  },
];

export default function RosterViewFigure() {
  const cols = DAYS.length + 5;
  return (
    <figure className={`${styles.figure} ${styles.rosterFigure}`}>
      <div
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label="Esimerkkivuorolista, vieritettävissä sivusuunnassa"
      >
        <table className={styles.roster}>
          <caption className={styles.rosterCaption}>
            Kallion myymälä, jakso 9.3.–29.3.2026 (Suunnittelu), viikko 9.3.–15.3.2026
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.nameCol}>
                Työntekijä
              </th>
              {DAYS.map((d, i) => (
                <th
                  key={d.label}
                  scope="col"
                  className={`${styles.dayHead} ${dayClass(d)} ${i === 5 ? styles.hasBadge : ''}`}
                >
                  {i === 5 && <Badge n={3} />}
                  <span className={styles.dayName}>{d.name}</span>{' '}
                  <span className={styles.dayDate}>{d.date}</span>
                  {d.weekend && <span className="visually-hidden">, viikonloppu</span>}
                </th>
              ))}
              <th scope="col" className={`${styles.sumHead} ${styles.sumFirst} ${styles.hasBadge}`}>
                <Badge n={10} />
                <abbr title="suunnitellut tunnit">Suunn.</abbr>
              </th>
              <th scope="col" className={styles.sumHead}>
                Tavoite
              </th>
              <th scope="col" className={styles.sumHead}>
                Erotus
              </th>
              <th scope="col" className={styles.sumHead}>
                TP-saldo
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className={styles.openRow}>
              <th scope="row" className={`${styles.nameCol} ${styles.hasBadge}`}>
                <Badge n={1} />
                Avoimet vuorot
              </th>
              {OPEN_ROW.map((c, i) => (
                <DayCell key={DAYS[i].label} cell={c} day={DAYS[i]} />
              ))}
              <td className={`${styles.cell} ${styles.sum} ${styles.sumFirst}`} colSpan={4} />
            </tr>
          </tbody>
          {GROUPS.map((g) => (
            <tbody key={g.name}>
              <tr>
                <th scope="rowgroup" colSpan={cols} className={styles.groupHead}>
                  <span className={styles.groupLabel}>
                    <Badge n={g.badge} />
                    {g.name}
                  </span>
                </th>
              </tr>
              {g.people.map((p) => (
                <tr key={p.name}>
                  <th scope="row" className={styles.nameCol}>
                    <span className={styles.person}>{p.name}</span>
                    <span className={styles.percent}>
                      <span className="visually-hidden">, </span>
                      {p.percent}
                    </span>
                  </th>
                  {p.cells.map((c, i) => (
                    <DayCell key={DAYS[i].label} cell={c} day={DAYS[i]} />
                  ))}
                  <td className={`${styles.cell} ${styles.sum} ${styles.sumFirst}`}>{p.planned}</td>
                  <td className={`${styles.cell} ${styles.sum}`}>{p.target}</td>
                  <td className={`${styles.cell} ${styles.sum} ${p.diffWarning ? styles.warning : ''}`}>
                    {p.diffWarning && <IssueIcon kind="warning" />}
                    {formatHours(personDiff(p), { signed: true })}
                    {p.diffWarning && (
                      <span className="visually-hidden">, TES-varoitus: yli 4 tuntia tavoitteesta</span>
                    )}
                  </td>
                  <td className={`${styles.cell} ${styles.sum}`}>{p.bank}</td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row" className={`${styles.nameCol} ${styles.hasBadge}`}>
                <Badge n={11} />
                Vahvuus
              </th>
              {HEADCOUNT.map((h, i) => (
                <HeadcountCell key={DAYS[i].label} h={h} day={DAYS[i]} />
              ))}
              <td className={`${styles.cell} ${styles.sum} ${styles.sumFirst} ${styles.noteCell}`} colSpan={4}>
                <span className={styles.note}>vahvuus/tarve, henkilötuntia</span>
              </td>
            </tr>
            <tr>
              <th scope="row" className={styles.nameCol}>
                Tunnit yhteensä
              </th>
              {DAY_HOURS.map((h, i) => (
                <td key={DAYS[i].label} className={`${styles.cell} ${styles.sum} ${dayClass(DAYS[i])}`}>
                  {h}
                </td>
              ))}
              <td className={`${styles.cell} ${styles.sum} ${styles.sumFirst}`}>{TOTALS.planned}</td>
              <td className={`${styles.cell} ${styles.sum}`}>{TOTALS.target}</td>
              <td className={`${styles.cell} ${styles.sum}`}>{TOTALS.diff}</td>
              <td className={`${styles.cell} ${styles.sum}`}>{TOTALS.bank}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <ol className={styles.legend}>
        {LEGEND.map((item) => (
          <li key={item.n}>
            <span className={styles.badge} aria-hidden="true">
              {item.n}
            </span>
            <span>
              <strong>{item.title}.</strong> {item.text}
            </span>
          </li>
        ))}
      </ol>

      <figcaption className={styles.caption}>
        Vuorolistanäkymä viikkonäkymässä: Kallion myymälän neljä työntekijää ja avoimet vuorot jakson 9.3.–29.3.2026
        ensimmäisellä viikolla. Numerot viittaavat selitteisiin. Yhteenvetosarakkeet kattavat koko jakson, päiväsarakkeet
        vain näkyvän viikon.
      </figcaption>
    </figure>
  );
}
