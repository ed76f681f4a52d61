import type { ReactNode } from 'react';
import shared from './figures.module.css';
import styles from './WishFlow.module.css';

/*
 * Vuorotoiveen kulku (sivu perustoiminnot/omat-toiveet): Iida Järvisen toiveet Kallion myymälän
 * jaksolle 9.3.–29.3.2026. Lauantain 14.3. vapaapäivätoive on sama, joka näkyy kulmamerkkinä
 * vuorolistanäkymän kuvassa. Raportin luvut lasketaan toivetaulukosta.
 */

type Wish = { day: string; wish: string; comment: string; met: boolean };

const WISHES: Wish[] = [
  { day: 'la 14.3.', wish: 'Vapaapäivä', comment: 'Perhejuhla', met: true },
  { day: 'ti 17.3.', wish: 'Iltavuoro I', comment: 'Kurssi aamupäivällä', met: true },
  { day: 'pe 27.3.', wish: 'Vapaapäivä', comment: 'Matka', met: false },
];

const MET = WISHES.filter((w) => w.met).length;
const RATE = Math.round((MET / WISHES.length) * 100);

function Arrow() {
  return (
    <svg className={shared.arrow} viewBox="0 0 16 40" aria-hidden="true" focusable="false">
      <line x1="8" y1="2" x2="8" y2="32" />
      <path d="M2 28 L8 37 L14 28" />
    </svg>
  );
}

function WishTable({ caption, last }: { caption: string; last: 'comment' | 'met' }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Päivä</th>
          <th scope="col">Toive</th>
          <th scope="col">{last === 'comment' ? 'Kommentti' : 'Toteutuu'}</th>
        </tr>
      </thead>
      <tbody>
        {WISHES.map((w) => (
          <tr key={w.day}>
            <td>{w.day}</td>
            <td>{w.wish}</td>
            {last === 'comment' ? (
              <td>{w.comment}</td>
            ) : (
              <td className={w.met ? styles.met : styles.unmet}>{w.met ? 'Kyllä' : 'Ei'}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Step = { actor: string; place?: string; text: ReactNode; detail?: ReactNode };

const STEPS: Step[] = [
  {
    actor: 'Työntekijä',
    place: 'Oma › Omat toiveet',
    text: 'Iida Järvinen jättää kolme toivetta ennen takarajaa 16.2.2026.',
    detail: <WishTable caption="Iidan toiveet ja kommentit" last="comment" />,
  },
  {
    actor: 'Työvuorosuunnittelija',
    place: 'Suunnittelu › Vuorolista',
    text: (
      <>
        Toive näkyy solun kulmamerkkinä ja välilehdellä <b>Toiveet</b>, joka kertoo, toteutuuko toive
        nykyisellä listalla.
      </>
    ),
    detail: (
      <>
        <span className={styles.sample}>
          <span className={styles.sampleDay} aria-hidden="true">
            La 14.3.
          </span>
          <span className={styles.sampleCell} aria-hidden="true">
            V
            <svg className={shared.wish} viewBox="0 0 10 10" focusable="false">
              <path d="M0 0 H10 V10 Z" />
            </svg>
          </span>
          <span className={styles.sampleText}>Iidan solu lauantaina: vapaapäivä ja toiveen kulmamerkki</span>
        </span>
        <WishTable caption="Välilehti Toiveet: toteutuuko toive" last="met" />
      </>
    ),
  },
  {
    actor: 'Julkaisu',
    text: 'Iida näkee vuoronsa julkaistulla listalla ja kalenterissaan. Toiveita ei hyväksytä yksitellen.',
  },
  {
    actor: 'Esihenkilö tai suunnittelija',
    place: 'Raportit › Muut raportit › Vuorotoiveet',
    text: 'Jakson jälkeen raportti kertoo, montako toivetta toteutui.',
    detail: (
      <dl className={styles.totals}>
        <div>
          <dt>Toiveita</dt>
          <dd>{WISHES.length}</dd>
        </div>
        <div>
          <dt>Toteutui</dt>
          <dd>{MET}</dd>
        </div>
        <div>
          <dt>Toteutumisaste</dt>
          <dd>{RATE} %</dd>
        </div>
      </dl>
    ),
  },
];

export default function WishFlow() {
  return (
    <figure className={`${shared.figure} ${styles.wishFigure}`}>
      <ol className={shared.flow}>
        {STEPS.map((s, i) => (
          <li key={s.actor} className={shared.flowItem}>
            <div className={`${shared.state} ${styles.box}`}>
              <span className={shared.stateNo} aria-hidden="true">
                {i + 1}
              </span>
              <span className={shared.stateHead}>
                <strong className={shared.stateName}>{s.actor}</strong>
                {s.place && (
                  <span className={shared.stateWho}>
                    <span className="visually-hidden">: </span>
                    {s.place}
                  </span>
                )}
              </span>
              <div className={shared.stateText}>
                <p className={styles.text}>{s.text}</p>
                {s.detail}
              </div>
            </div>
            {i < STEPS.length - 1 && (
              <div className={shared.step}>
                <Arrow />
              </div>
            )}
          </li>
        ))}
      </ol>
      <figcaption className={shared.caption}>
        Vuorotoiveen kulku: työntekijä jättää toiveen, suunnittelija näkee sen vuorolistalla, lista julkaistaan ja
        raportti Vuorotoiveet kertoo jakson jälkeen, montako toivetta toteutui.
      </figcaption>
    </figure>
  );
}
