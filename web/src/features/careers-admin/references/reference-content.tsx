import { useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { CONCERN_KEYS, QUESTIONS, type ConcernKey } from '../../../../../common/reference-rules';
import { CHOICE_LABELS, CONCERN_LABELS, QUESTION_LABELS, RATING_KEY_LABELS, RATING_LABELS } from '../../../lib/reference-vocabulary';
import { REFERENCE_API, type Reference } from './api';

type Answers = Exclude<Reference['content'], 'restricted' | 'none'>;

/** One answer as words: a choice in the reader's language, yes/no for a flag, the text as it was written. */
function useAnswerText() {
  const { t, i18n } = useLingui();
  return (key: string, value: unknown): string => {
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (key === 'ratings' && value && typeof value === 'object')
      return Object.entries(value as Record<string, string>)
        .map(([k, v]) => `${RATING_KEY_LABELS[k] ? i18n._(RATING_KEY_LABELS[k]) : k}: ${RATING_LABELS[v] ? i18n._(RATING_LABELS[v]) : v}`)
        .join(' · ');
    if (typeof value === 'string' && CHOICE_LABELS[value] && ['wouldReemploy', 'ableToDoRole'].includes(key)) return i18n._(CHOICE_LABELS[value]);
    return value === null || value === undefined ? '—' : String(value);
  };
}

/** The concern answers: read with `view_safeguarding`, "answered — restricted" without it. */
function Concerns({ concerns }: { concerns: Reference['concerns'] }) {
  const { t, i18n } = useLingui();
  if (concerns === 'not_asked' || concerns === 'none') return null;
  if (concerns === 'answered_restricted') return <p className="references-restricted">{t`Concern questions: answered — restricted (safeguarding staff only).`}</p>;
  const answered = concerns as Partial<Record<ConcernKey, { answer: string; details?: string }>>;
  return (
    <dl className="references-answers" aria-label={t`Concern questions`}>
      {CONCERN_KEYS.map((key) => (
        <div key={key}>
          <dt>{i18n._(CONCERN_LABELS[key])}</dt>
          <dd>
            {answered[key]?.answer === 'yes' ? t`Yes` : answered[key]?.answer === 'no' ? t`No` : '—'}
            {answered[key]?.details ? ` — ${answered[key]?.details}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A reference as the caller may read it (each opening is audited): a banner when it is confidential. */
export function ReferenceContent({ applicationId, referenceId }: { applicationId: number; referenceId: number }) {
  const { t, i18n } = useLingui();
  const load = $api.useQuery('get', REFERENCE_API, { params: { path: { id: applicationId, referenceId } } }, { retry: false, staleTime: Infinity });
  const text = useAnswerText();
  const reference = load.data;
  if (load.isPending) return <p role="status">{t`Loading…`}</p>;
  if (!reference) return <p role="alert">{t`This reference could not be loaded.`}</p>;
  const content = reference.content;
  return (
    <div className="references-content">
      {reference.confidential ? (
        <p className="references-confidential" role="note">
          {t`Confidential: the referee asked that this reference not be shared with the candidate.`}
        </p>
      ) : null}
      {reference.declinedReason ? <p>{t`Reason given for declining: ${reference.declinedReason}`}</p> : null}
      {content === 'restricted' ? <p className="references-restricted">{t`You may not read this reference yet: a recruiting manager reads it from the offer on.`}</p> : null}
      {content === 'none' && !reference.declinedReason ? <p>{t`Nothing was received through the portal.`}</p> : null}
      {typeof content === 'object' ? (
        <dl className="references-answers">
          {QUESTIONS.filter((q) => q.key !== 'concerns' && (content as Answers)[q.key as keyof Answers] !== undefined).map((q) => (
            <div key={q.key}>
              <dt>{i18n._(QUESTION_LABELS[q.key])}</dt>
              <dd>{text(q.key, (content as Answers)[q.key as keyof Answers])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Concerns concerns={reference.concerns} />
      {reference.reviewNote ? <p>{t`Review note: ${reference.reviewNote}`}</p> : null}
    </div>
  );
}
