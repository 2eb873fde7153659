import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessibilityStatement, StatementData } from './use-statement';
import { useDay, useLocalized } from './localized';
import { EvidenceSection } from './evidence-section';

interface Props {
  statement: StatementData;
  all: AccessibilityStatement;
}

function ComplianceStatus({ status, standard }: { status: StatementData['status']; standard: string }) {
  if (status === 'fully') return <Trans>These screens are fully compliant with the {standard} standard.</Trans>;
  if (status === 'partially') return <Trans>These screens are partially compliant with the {standard} standard, due to the non-compliances listed below.</Trans>;
  return <Trans>These screens are not compliant with the {standard} standard. The non-compliances are listed below.</Trans>;
}

function KnownProblems({ statement }: { statement: StatementData }) {
  const text = useLocalized();
  const day = useDay();
  if (statement.problems.length === 0) {
    return (
      <p>
        <Trans>We know of no problem on these screens. If you find one, please tell us.</Trans>
      </p>
    );
  }
  return (
    <ul className="a11y-problems">
      {statement.problems.map((problem) => {
        const criteria = problem.criteria.join(', ');
        return (
          <li key={problem.id}>
            <p>{text(problem.affects)}</p>
            <dl className="a11y-facts">
              <dt>
                <Trans>WCAG 2.2 success criteria</Trans>
              </dt>
              <dd>{criteria}</dd>
              <dt>
                <Trans>What you can do meanwhile</Trans>
              </dt>
              <dd>{text(problem.workaround)}</dd>
              <dt>
                <Trans>When it will be fixed</Trans>
              </dt>
              <dd>{problem.fixBy ? day(problem.fixBy) : <Trans>We cannot give a date yet.</Trans>}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** One statement (applicants or staff screens) in the structure of the GOV.UK model statement. */
export function StatementSection({ statement, all }: Props) {
  const { t } = useLingui();
  const text = useLocalized();
  const day = useDay();
  const id = `statement-${statement.audience}`;
  const { organisation, standard, contact, enforcement } = all;
  const days = contact.replyWorkingDays;
  const prepared = day(statement.prepared);
  const reviewed = day(statement.lastReviewed);
  const reviewer = statement.reviewedBy;
  return (
    <section className="a11y-statement" aria-labelledby={id}>
      <h2 id={id}>{statement.audience === 'applicants' ? t`Accessibility statement for applicants` : t`Accessibility statement for the staff screens`}</h2>

      <h3>
        <Trans>Using these screens</Trans>
      </h3>
      <p>
        <Trans>{organisation} runs this careers portal. We want as many people as possible to be able to use it. For example, you should be able to:</Trans>
      </p>
      <ul>
        {statement.canDo.map((item) => (
          <li key={item.en}>{text(item)}</li>
        ))}
      </ul>

      <h3>
        <Trans>How accessible these screens are</Trans>
      </h3>
      <p>
        <ComplianceStatus status={statement.status} standard={standard} />
      </p>

      <h3>
        <Trans>Feedback and contact information</Trans>
      </h3>
      <p>
        <Trans>
          If you need the application in another format (large print, paper, audio, Braille, easy read) or an adjustment to apply, use the form at the end of this page or e-mail{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>. We will reply within {days} working days.
        </Trans>
      </p>

      <h3>
        <Trans>Reporting accessibility problems</Trans>
      </h3>
      <p>
        <Trans>
          We are always looking to improve the accessibility of the portal. If you find a problem not listed on this page, or think we are not meeting accessibility requirements, <a href="#feedback">tell us with the form</a>.
        </Trans>
      </p>

      <h3>
        <Trans>Enforcement procedure</Trans>
      </h3>
      <p>
        <Trans>
          If you are not happy with how we respond to your complaint, contact <a href={enforcement.url}>{enforcement.body}</a>, which enforces the accessibility requirements where the hospital is.
        </Trans>
      </p>

      <h3>
        <Trans>Technical information about the accessibility of these screens</Trans>
      </h3>
      <p>
        <Trans>{organisation} is committed to making its careers portal accessible, against the {standard} standard.</Trans>
      </p>
      <h4>
        <Trans>Compliance status</Trans>
      </h4>
      <p>
        <ComplianceStatus status={statement.status} standard={standard} />
      </p>

      <h3>
        <Trans>Non-accessible content</Trans>
      </h3>
      <h4>
        <Trans>Non-compliance with the accessibility requirements</Trans>
      </h4>
      <KnownProblems statement={statement} />
      <h4>
        <Trans>Content that is not within the scope of this statement</Trans>
      </h4>
      <ul>
        {statement.outOfScope.map((item) => (
          <li key={item.en}>{text(item)}</li>
        ))}
      </ul>

      <h3>
        <Trans>How we tested these screens</Trans>
      </h3>
      <EvidenceSection statement={statement} all={all} />

      <h3>
        <Trans>Preparation of this accessibility statement</Trans>
      </h3>
      <p>
        <Trans>
          This statement was prepared on {prepared}. It was last reviewed on {reviewed} by {reviewer}.
        </Trans>
      </p>
    </section>
  );
}
