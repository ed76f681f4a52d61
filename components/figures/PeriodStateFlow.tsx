import type { ReactNode } from 'react';
import styles from './figures.module.css';

/*
 * Suunnittelujakson tilat järjestyksessä (sivu perustoiminnot/vuorojen-suunnittelu).
 * Järjestetty luettelo, jotta ruudunlukija lukee tilat järjestyksessä ja jokaisen
 * siirtymän heti sen tilan jälkeen, josta siirrytään.
 */

type Tone = 'draft' | 'wishes' | 'planning' | 'published' | 'locked';

type State = {
  name: string;
  tone: Tone;
  who: string;
  text: ReactNode;
  /** Mitä tapahtuu ja kuka tekee, jotta jakso siirtyy seuraavaan tilaan. */
  next?: { actor: string; action: ReactNode };
};

const STATES: State[] = [
  {
    name: 'Luonnos',
    tone: 'draft',
    who: 'Näkyy vain suunnittelijoille',
    text: 'Jakso on luotu. Tarve tulee tarvepohjasta, ja pohjaksi voi kopioida edellisen jakson tai vuorokierron.',
    next: {
      actor: 'Työvuorosuunnittelija',
      action: (
        <>
          valitsee <b>Avaa toiveet</b>.
        </>
      ),
    },
  },
  {
    name: 'Toiveet auki',
    tone: 'wishes',
    who: 'Työntekijät jättävät toiveita',
    text: 'Työntekijät jättävät vuorotoiveet toiveiden takarajaan asti.',
    next: {
      actor: 'Automaattisesti',
      action: (
        <>
          toiveiden takarajan jälkeen, tai suunnittelija valitsee <b>Aloita suunnittelu</b>.
        </>
      ),
    },
  },
  {
    name: 'Suunnittelu',
    tone: 'planning',
    who: 'Suunnittelija laatii listan',
    text: 'Vuorot lisätään ja TES-tarkistukset ajetaan. Autonomisessa suunnittelussa työntekijät valitsevat ensin omat vuoronsa.',
    next: {
      actor: 'Työvuorosuunnittelija tai esihenkilö',
      action: (
        <>
          valitsee <b>Julkaise</b> viimeistään 7 päivää ennen jakson alkua, kun virheet on korjattu tai kuitattu.
        </>
      ),
    },
  },
  {
    name: 'Julkaistu',
    tone: 'published',
    who: 'Työntekijät näkevät listan',
    text: 'Jokainen muutos tallentuu lokitietoihin, ja työntekijä saa siitä ilmoituksen.',
    next: {
      actor: 'Esihenkilö',
      action: (
        <>
          valitsee jakson päätyttyä <b>Lukitse jakso</b>, kun tuntitoteumat on hyväksytty ja lähetetty
          palkanlaskentaan.
        </>
      ),
    },
  },
  {
    name: 'Lukittu',
    tone: 'locked',
    who: 'Ei muutoksia',
    text: (
      <>
        Vuoroja ja tuntitoteumia ei voi muuttaa. Vain pääkäyttäjä voi palauttaa jakson tilaan Julkaistu
        valitsemalla <b>Avaa lukitus</b>.
      </>
    ),
  },
];

const TONE_CLASS: Record<Tone, string> = {
  draft: styles.toneDraft,
  wishes: styles.toneWishes,
  planning: styles.tonePlanning,
  published: styles.tonePublished,
  locked: styles.toneLocked,
};

function Arrow() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 40" aria-hidden="true" focusable="false">
      <line x1="8" y1="2" x2="8" y2="32" />
      <path d="M2 28 L8 37 L14 28" />
    </svg>
  );
}

export default function PeriodStateFlow() {
  return (
    <figure className={styles.figure}>
      <ol className={styles.flow}>
        {STATES.map((s, i) => (
          <li key={s.name} className={styles.flowItem}>
            <div className={`${styles.state} ${TONE_CLASS[s.tone]}`}>
              <span className={styles.stateNo} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.stateHead}>
                <strong className={styles.stateName}>{s.name}</strong>
                <span className={styles.stateWho}>
                  <span className="visually-hidden">: </span>
                  {s.who}
                </span>
              </span>
              <span className={styles.stateText}>{s.text}</span>
            </div>
            {s.next && (
              <p className={styles.step}>
                <Arrow />
                <span className={styles.stepText}>
                  <span className="visually-hidden">Siirtyminen tilaan {STATES[i + 1].name}: </span>
                  <span className={styles.actor}>{s.next.actor}</span> {s.next.action}
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <figcaption className={styles.caption}>
        Suunnittelujakson tilat: Luonnos, Toiveet auki, Suunnittelu, Julkaistu ja Lukittu. Jakso etenee tilasta
        seuraavaan nuolen kohdalla kerrotulla toiminnolla; vain lukitun jakson voi palauttaa edelliseen tilaan.
      </figcaption>
    </figure>
  );
}
