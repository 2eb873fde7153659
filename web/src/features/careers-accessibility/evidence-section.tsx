import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessibilityStatement, StatementData } from './use-statement';
import { useDay } from './localized';

/** A count of findings per rule, with its WCAG criteria: `color-contrast (1.4.3)`. */
const ruleList = (findings: { rule: string; criteria: string[] }[]) => findings.map((f) => (f.criteria.length ? `${f.rule} (${f.criteria.join(', ')})` : f.rule));

/** "How we tested": the browser tests' axe evidence for this statement's routes, and what automated checks cannot tell. */
export function EvidenceSection({ statement, all }: { statement: StatementData; all: AccessibilityStatement }) {
  const { i18n } = useLingui();
  const day = useDay();
  const routes = statement.evidence;
  const tested = routes.length > 0;
  const date = day(all.evidence.testedAt);
  const version = all.evidence.axeCoreVersion;
  const routeCount = i18n.number(routes.length);
  const languages = [...new Set(routes.flatMap((r) => r.languages))].sort().join(', ');
  const skins = [...new Set(routes.flatMap((r) => r.skins))].sort().join(', ');
  const violations = new Set(routes.flatMap((r) => ruleList(r.violations)));
  const review = new Set(routes.flatMap((r) => ruleList(r.needsReview)));
  const violationCount = i18n.number(violations.size);
  const reviewCount = i18n.number(review.size);
  return (
    <>
      {tested ? (
        <p>
          <Trans>
            On {date}, axe-core {version} checked {routeCount} screens of this statement (skins: {skins}; languages: {languages}): {violationCount} kinds of
            failure, {reviewCount} kinds of result a person must review.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>The automated checks have not been recorded for these screens yet.</Trans>
        </p>
      )}
      {review.size > 0 ? (
        <p>
          <Trans>To be reviewed by a person:</Trans> {[...review].join('; ')}
        </p>
      ) : null}
      <p>
        <Trans>
          Automated checks find only a minority of accessibility barriers: they cannot tell whether text alternatives are meaningful, whether the focus order makes sense, or whether
          the language is plain. Our browser tests also check that every careers page reflows at 320 pixels wide without scrolling sideways, that increased text spacing cuts
          nothing off, and that the applicant's journeys can be completed with a keyboard alone.
        </Trans>
      </p>
      {tested ? (
        <details className="a11y-routes">
          <summary>
            <Trans>The screens checked</Trans>
          </summary>
          <ul>
            {routes.map((route) => (
              <li key={route.route}>
                <code>{route.route}</code> ({route.skins.join(', ')}; {route.languages.join(', ')})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
