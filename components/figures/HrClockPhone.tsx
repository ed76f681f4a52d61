import shared from './figures.module.css';
import styles from './HrClockPhone.module.css';

/*
 * HR-kello puhelimessa (sivu edistyneet_toiminnot/hrkello): Aino Mäkisen tiistai 3.2.2026 kello
 * 13.20 sivun esimerkistä, ennen kuin hän leimaa ulos. Tila ja kertynyt työaika lasketaan
 * leimauksista, joten ne pysyvät samoina kuin leimausluettelo.
 */

type Kind = 'in' | 'pauseStart' | 'pauseEnd';
type Stamp = { at: number; kind: Kind };

const NOW = 13 * 60 + 20;
const SHIFT = 'A 7.00–15.00';
const STAMPS: Stamp[] = [
  { at: 6 * 60 + 54, kind: 'in' },
  { at: 11 * 60 + 2, kind: 'pauseStart' },
  { at: 11 * 60 + 33, kind: 'pauseEnd' },
];

const LABEL: Record<Kind, string> = {
  in: 'Leimaa sisään, Työ',
  pauseStart: 'Aloita tauko',
  pauseEnd: 'Lopeta tauko',
};

const clock = (min: number) => `${Math.floor(min / 60)}.${String(min % 60).padStart(2, '0')}`;
const duration = (min: number) => `${Math.floor(min / 60)} h ${min % 60} min`;

// Työaika on sisäänleimauksesta tähän hetkeen, josta vähennetään leimatut tauot.
const started = STAMPS.find((s) => s.kind === 'in')!.at;
const pauses = STAMPS.filter((s) => s.kind === 'pauseStart').map((s) => {
  const end = STAMPS.find((e) => e.kind === 'pauseEnd' && e.at > s.at);
  return (end ? end.at : NOW) - s.at;
});
const WORKED = NOW - started - pauses.reduce((a, b) => a + b, 0);
const ON_PAUSE = STAMPS[STAMPS.length - 1].kind === 'pauseStart';

export default function HrClockPhone() {
  return (
    <figure className={`${shared.figure} ${styles.phoneFigure}`}>
      <div className={styles.phone}>
        <div className={styles.screen}>
          <p className={styles.appBar}>
            <strong>HR-kello</strong>
            <span>ti 3.2. klo {clock(NOW)}</span>
          </p>
          <p className={styles.shift}>Tämän päivän vuoro: <span className={styles.nowrap}>{SHIFT}</span></p>
          <div className={styles.state}>
            <span className={styles.dot} aria-hidden="true" />
            <p>
              <strong>{ON_PAUSE ? 'Tauolla' : 'Töissä'}</strong>, leimaustyyppi Työ
              <br />
              Työaikaa kertynyt <span className={styles.nowrap}>{duration(WORKED)}</span>
            </p>
          </div>
          <p className={styles.buttons}>
            <span className={`${styles.button} ${styles.primary}`}>{ON_PAUSE ? 'Lopeta tauko' : 'Aloita tauko'}</span>
            <span className={styles.button}>Vaihda tyyppiä</span>
            <span className={`${styles.button} ${styles.out}`}>Leimaa ulos</span>
          </p>
          <p className={styles.listTitle}>Tämän päivän leimaukset</p>
          <ol className={styles.stamps}>
            {STAMPS.map((s) => (
              <li key={s.at}>
                <span className={styles.time}>{clock(s.at)}</span>
                {LABEL[s.kind]}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <figcaption className={shared.caption}>
        HR-kello puhelimessa kello {clock(NOW)}: Aino Mäkinen on leimannut sisään kello {clock(started)} ja
        pitänyt tauon. Näkymässä ovat päivän vuoro, nykyinen tila, leimauspainikkeet ja päivän leimaukset.
      </figcaption>
    </figure>
  );
}
