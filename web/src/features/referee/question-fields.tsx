import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CONCERN_KEYS, REFERENCE_RATING_KEYS, REFERENCE_RATINGS, type QuestionKey } from '../../../../common/reference-rules';
import { CHOICE_LABELS, CONCERN_LABELS, QUESTION_LABELS, RATING_KEY_LABELS, RATING_LABELS } from '../../lib/reference-vocabulary';
import type { Answers } from './model';

export interface FieldProps {
  answers: Answers;
  set: (change: Partial<Answers>) => void;
  /** The questions a refused submit named (`signedName`, `concerns.warnings`). */
  missing: Set<string>;
  jobUrl: string;
}

const TEXT = ['relationship', 'knownFor', 'jobTitle', 'signedName', 'signedRole'] as const;
const LONG = ['reasonForLeaving', 'wouldReemployDetails', 'comments'] as const;
const LIMITS: Record<string, number> = { knownFor: 100, reasonForLeaving: 1000, wouldReemployDetails: 2000, comments: 5000 };
const CHOICES: Record<string, readonly string[]> = { wouldReemploy: ['yes', 'no', 'with_reservations'], ableToDoRole: ['yes', 'no', 'unsure'] };

/** A question's label, its control and, when a submit found it unanswered, the message tied to it. */
function Labelled({ id, label, required, missing, children }: { id: string; label: string; required: boolean; missing: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="form-field referee-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? null : ` ${t`(optional)`}`}
      </label>
      {children}
      {missing ? (
        <span id={`${id}-error`} className="referee-missing">
          {t`Answer this question.`}
        </span>
      ) : null}
    </div>
  );
}

/** Radio buttons in a fieldset (the question is its legend). */
function Choice({ name, legend, options, value, onChange, missing }: { name: string; legend: string; options: readonly string[]; value: string | undefined; onChange: (v: string) => void; missing: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="referee-choice" aria-invalid={missing || undefined}>
      <legend className="form-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="referee-choice__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} /> {i18n._(CHOICE_LABELS[option]!)}
        </label>
      ))}
      {missing ? <span className="referee-missing">{t`Answer this question.`}</span> : null}
    </fieldset>
  );
}

/** The concern questions (post-offer): yes or no, with details. */
function Concerns({ answers, set, missing }: FieldProps) {
  const { t, i18n } = useLingui();
  const concerns = answers.concerns ?? {};
  return (
    <fieldset className="referee-group">
      <legend>{i18n._(QUESTION_LABELS.concerns)}</legend>
      <p className="referee-hint">{t`Your answers to these questions are seen only by the staff who handle safeguarding.`}</p>
      {CONCERN_KEYS.map((key) => {
        const concern = concerns[key];
        const change = (next: Partial<{ answer: 'yes' | 'no'; details: string }>) => set({ concerns: { ...concerns, [key]: { answer: concern?.answer ?? 'no', ...concern, ...next } } });
        return (
          <div key={key} className="referee-concern">
            <Choice name={`concern-${key}`} legend={i18n._(CONCERN_LABELS[key])} options={['yes', 'no']} value={concern?.answer} onChange={(v) => change({ answer: v as 'yes' | 'no' })} missing={missing.has(`concerns.${key}`)} />
            {concern?.answer === 'yes' ? (
              <Labelled id={`concern-${key}-details`} label={t`Details`} required={false} missing={false}>
                <textarea id={`concern-${key}-details`} className="p-inputtext" maxLength={2000} value={concern.details ?? ''} onChange={(e) => change({ details: e.target.value })} />
              </Labelled>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The optional ratings, one select each. */
function Ratings({ answers, set }: FieldProps) {
  const { t, i18n } = useLingui();
  const ratings = answers.ratings ?? {};
  return (
    <fieldset className="referee-group">
      <legend>{i18n._(QUESTION_LABELS.ratings)}</legend>
      {REFERENCE_RATING_KEYS.map((key) => (
        <div key={key} className="form-field referee-field">
          <label className="form-field__label" htmlFor={`rating-${key}`}>
            {i18n._(RATING_KEY_LABELS[key]!)}
          </label>
          <select id={`rating-${key}`} className="p-inputtext" value={ratings[key] ?? ''} onChange={(e) => set({ ratings: { ...ratings, [key]: e.target.value || undefined } as Answers['ratings'] })}>
            <option value="">{t`No rating`}</option>
            {REFERENCE_RATINGS.map((r) => (
              <option key={r} value={r}>
                {i18n._(RATING_LABELS[r]!)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

/** One question of the questionnaire, by its key, with the control its answer needs. */
export function QuestionField({ question, props }: { question: { key: QuestionKey; required: boolean }; props: FieldProps }) {
  const { t, i18n } = useLingui();
  const { answers, set, missing, jobUrl } = props;
  const { key, required } = question;
  const id = `referee-${key}`;
  const label = i18n._(QUESTION_LABELS[key]);
  const invalid = missing.has(key);
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-error` : undefined, 'aria-required': required || undefined };
  const field = (control: ReactNode) => (
    <Labelled id={id} label={label} required={required} missing={invalid}>
      {control}
    </Labelled>
  );
  if ((TEXT as readonly string[]).includes(key)) {
    const k = key as (typeof TEXT)[number];
    return field(<input id={id} type="text" className="p-inputtext" maxLength={LIMITS[k] ?? 200} value={answers[k] ?? ''} onChange={(e) => set({ [k]: e.target.value })} {...aria} />);
  }
  if ((LONG as readonly string[]).includes(key)) {
    const k = key as (typeof LONG)[number];
    return field(<textarea id={id} className="p-inputtext" rows={4} maxLength={LIMITS[k]} value={answers[k] ?? ''} onChange={(e) => set({ [k]: e.target.value })} {...aria} />);
  }
  if (key === 'employedFrom' || key === 'employedTo') return field(<input id={id} type="date" className="p-inputtext" value={answers[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} {...aria} />);
  if (key === 'sicknessAbsenceDays')
    return field(<input id={id} type="number" min={0} max={366} className="p-inputtext" value={answers.sicknessAbsenceDays ?? ''} onChange={(e) => set({ sicknessAbsenceDays: e.target.value === '' ? undefined : Math.max(0, Math.min(366, Math.trunc(Number(e.target.value)))) })} {...aria} />);
  if (key === 'wouldReemploy' || key === 'ableToDoRole')
    return (
      <div className="referee-field">
        {key === 'ableToDoRole' ? (
          <p className="referee-hint">
            <a href={jobUrl} target="_blank" rel="noreferrer">{t`Read the job description (opens in a new tab)`}</a>
          </p>
        ) : null}
        <Choice name={id} legend={label} options={CHOICES[key]!} value={answers[key]} onChange={(v) => set({ [key]: v } as Partial<Answers>)} missing={invalid} />
      </div>
    );
  if (key === 'shareable')
    return <Choice name={id} legend={label} options={['yes', 'no']} value={answers.shareable === undefined ? undefined : answers.shareable ? 'yes' : 'no'} onChange={(v) => set({ shareable: v === 'yes' })} missing={invalid} />;
  if (key === 'trueAndComplete')
    return (
      <div className="referee-field">
        <label className="referee-choice__option">
          <input id={id} type="checkbox" checked={answers.trueAndComplete === true} onChange={(e) => set({ trueAndComplete: e.target.checked })} {...aria} /> {label}
        </label>
        {invalid ? (
          <span id={`${id}-error`} className="referee-missing">
            {t`Answer this question.`}
          </span>
        ) : null}
      </div>
    );
  if (key === 'concerns') return <Concerns {...props} />;
  return <Ratings {...props} />;
}
