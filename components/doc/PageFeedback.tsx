'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/layout/useHydrated';
import { sendFeedback } from '@/lib/browser/feedback';
import { STORAGE_KEYS, createStorageSlot } from '@/lib/browser/storage';
import { MAX_COMMENT_LENGTH } from '@/lib/site/feedback.mjs';

type Props = { endpoint: string; route: string };
type Step = 'ask' | 'comment' | 'thanks';

// "Oliko tästä sivusta apua?" at the end of a doc page: one anonymous answer per page and reader.
// It needs JavaScript to send anything, so without it nothing is shown.
export default function PageFeedback({ endpoint, route }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const slot = createStorageSlot(STORAGE_KEYS.pageFeedback(route));
  // The step this reader is at; the stored answer (read once hydrated) says they were thanked already.
  const [step, setStep] = useState<Step | null>(null);
  const [comment, setComment] = useState('');
  const commentRef = useRef<HTMLTextAreaElement>(null);
  if (!hydrated) return null;
  const current: Step = step ?? (slot.get() ? 'thanks' : 'ask');

  const answer = (kind: 'page-yes' | 'page-no', text?: string) => {
    sendFeedback(endpoint, { kind, route, text });
    slot.set(kind);
    setStep('thanks');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer('page-no', comment);
  };

  return (
    <section className="page-feedback" aria-labelledby={`${id}-question`}>
      {current === 'ask' && (
        <>
          <p id={`${id}-question`} className="page-feedback__question">
            Oliko tästä sivusta apua?
          </p>
          <div className="page-feedback__buttons">
            <button type="button" className="button" onClick={() => answer('page-yes')}>
              Kyllä
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setStep('comment');
                requestAnimationFrame(() => commentRef.current?.focus());
              }}
            >
              Ei
            </button>
          </div>
        </>
      )}
      {current === 'comment' && (
        <form onSubmit={onSubmit}>
          <p id={`${id}-question`} className="page-feedback__question">
            Oliko tästä sivusta apua? Ei.
          </p>
          <label htmlFor={`${id}-comment`}>Mitä jäi puuttumaan? (vapaaehtoinen)</label>
          <textarea
            ref={commentRef}
            id={`${id}-comment`}
            maxLength={MAX_COMMENT_LENGTH}
            rows={3}
            value={comment}
            aria-describedby={`${id}-note`}
            onChange={(e) => setComment(e.target.value)}
          />
          <p id={`${id}-note`} className="page-feedback__note">
            Älä kirjoita nimiä tai muita henkilötietoja. Palaute lähetetään nimettömänä ohjeen kirjoittajille.
          </p>
          <button type="submit" className="button">
            Lähetä
          </button>
        </form>
      )}
      {current === 'thanks' && (
        <p id={`${id}-question`} className="page-feedback__thanks" role="status">
          Kiitos palautteesta! Se auttaa parantamaan ohjetta.
        </p>
      )}
    </section>
  );
}
