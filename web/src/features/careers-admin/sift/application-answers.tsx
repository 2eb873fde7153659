import { Trans, useLingui } from '@lingui/react/macro';
import type { ScoringView } from './vocabulary';

/** The application as a scorer reads it: the allow-list answers, and the identity only once revealed. */
export function ApplicationAnswers({ view }: { view: ScoringView }) {
  const { t } = useLingui();
  const { answers } = view;
  return (
    <section className="demo-card" aria-labelledby="sift-answers-title">
      <h2 id="sift-answers-title">
        <Trans>The application</Trans>
      </h2>
      {view.nameBlind && !view.revealed ? (
        <p className="sift-muted">
          <Trans>This job is shortlisted name-blind: the applicant's name, contact details, identity, referees, institutions and documents are withheld until the sift closes.</Trans>
        </p>
      ) : null}
      <dl className="sift-figures">
        <dt>
          <Trans>Years of experience</Trans>
        </dt>
        <dd>{answers.yearsOfExperience}</dd>
        <dt>
          <Trans>Registration body</Trans>
        </dt>
        <dd>{answers.registrationBody || t`None given`}</dd>
      </dl>
      <h3>
        <Trans>Supporting statement</Trans>
      </h3>
      <p className="sift-answer">{answers.supportingStatement || t`(empty)`}</p>
      <h3>
        <Trans>Personal statement</Trans>
      </h3>
      <p className="sift-answer">{answers.personalStatement || t`(empty)`}</p>
      <h3>
        <Trans>Qualifications</Trans>
      </h3>
      <ul>
        {answers.qualifications.map((q, i) => (
          <li key={i}>{q.fieldOfStudy ? `${q.qualification} (${q.fieldOfStudy})` : q.qualification}</li>
        ))}
      </ul>
      <h3>
        <Trans>Experience</Trans>
      </h3>
      <ul>
        {answers.experience.map((e, i) => {
          const years = e.years;
          return (
            <li key={i}>
              <Trans>
                {e.position}, {years} years
              </Trans>
              {e.duties ? <p className="sift-answer">{e.duties}</p> : null}
            </li>
          );
        })}
      </ul>
      {view.identity ? (
        <>
          <h3>
            <Trans>Documents</Trans>
          </h3>
          <ul>
            {view.identity.documents.map((d, i) => (
              <li key={i}>{d.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
