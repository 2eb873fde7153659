import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { ClosingNote } from '../shared/closing-note';
import { DEPARTMENT_LABELS, DOCUMENT_KIND_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import type { PublicJob } from './job-posting';
import { formatSalaryRange } from './salary';
import { dateFormat } from '../../../lib/date-format';

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="job-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The key facts of a vacancy, as a definition list. */
export function JobFacts({ job }: { job: PublicJob }) {
  const { i18n } = useLingui();
  const salary = formatSalaryRange(job.salaryMin, job.salaryMax, job.salaryCurrency, i18n.locale);
  const posted = dateFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(job.postedAt));
  const posts = job.posts;
  return (
    <dl className="job-facts">
      <Fact term={<Trans>Reference</Trans>}>{job.reference}</Fact>
      <Fact term={<Trans>Department</Trans>}>{wordFor(i18n, DEPARTMENT_LABELS, job.department)}</Fact>
      <Fact term={<Trans>Site</Trans>}>{wordFor(i18n, SITE_LABELS, job.location)}</Fact>
      <Fact term={<Trans>Employment type</Trans>}>{wordFor(i18n, EMPLOYMENT_TYPE_LABELS, job.employmentType)}</Fact>
      <Fact term={<Trans>Working pattern</Trans>}>{wordFor(i18n, WORKING_PATTERN_LABELS, job.workingPattern)}</Fact>
      {job.grade ? <Fact term={<Trans>Grade</Trans>}>{job.grade}</Fact> : null}
      <Fact term={<Trans>Salary</Trans>}>
        <Trans>{salary} a month (gross)</Trans>
      </Fact>
      <Fact term={<Trans>Number of posts</Trans>}>{posts}</Fact>
      <Fact term={<Trans>Posted</Trans>}>{posted}</Fact>
      <Fact term={<Trans>Closing date</Trans>}>
        <ClosingNote closingDate={job.closingDate} status={job.status} />
      </Fact>
      {job.nameBlind ? (
        <Fact term={<Trans>Shortlisting</Trans>}>
          <Trans>Name-blind: the panel scores your application without your name or personal details.</Trans>
        </Fact>
      ) : null}
    </dl>
  );
}

function TextList({ id, title, items }: { id: string; title: ReactNode; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="job-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Description, duties, criteria and the documents to provide. Text is shown as typed (never as HTML). */
export function JobBody({ job }: { job: PublicJob }) {
  const { i18n } = useLingui();
  const paragraphs = job.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      {paragraphs.length ? (
        <section className="job-section" aria-labelledby="job-description-title">
          <h2 id="job-description-title">
            <Trans>About the job</Trans>
          </h2>
          {paragraphs.map((p, i) => (
            <p key={i} className="job-paragraph">
              {p}
            </p>
          ))}
        </section>
      ) : null}
      <TextList id="job-duties-title" title={<Trans>Main duties</Trans>} items={job.duties} />
      <TextList id="job-essential-title" title={<Trans>Essential criteria</Trans>} items={job.essentialCriteria} />
      <TextList id="job-desirable-title" title={<Trans>Desirable criteria</Trans>} items={job.desirableCriteria} />
      <TextList
        id="job-documents-title"
        title={<Trans>Documents required</Trans>}
        items={job.documentsRequired.map((kind) => wordFor(i18n, DOCUMENT_KIND_LABELS, kind))}
      />
    </>
  );
}
