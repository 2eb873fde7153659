import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Application } from './model';

type Warning = Application['identityWarnings'][number];

const FOUND = { name: msg`your name`, email: msg`your e-mail address`, phone: msg`your phone number` } as const;

/** Where, in words: the statement, the personal statement or the duties of a post. */
function placeOf(field: string) {
  if (field === 'coverLetter') return msg`your supporting statement`;
  if (field === 'profile.personalStatement') return msg`the personal statement of your applicant details`;
  return msg`the duties of a post in your applicant details`;
}

/**
 * A name-blind job: where the applicant's own name, e-mail or phone appears in what the panel
 * reads. A warning they may act on (edit and come back), never a refusal.
 */
export function IdentityWarnings({ warnings }: { warnings: readonly Warning[] }) {
  const { i18n } = useLingui();
  if (!warnings.length) return null;
  return (
    <div className="application-missing" role="note" aria-labelledby="application-identity-title">
      <h3 id="application-identity-title">
        <Trans>This job is shortlisted name-blind</Trans>
      </h3>
      <p>
        <Trans>The panel will not see your name or contact details, but they will read your statements. Consider removing these before you submit:</Trans>
      </p>
      <ul>
        {warnings.map((w) => {
          const found = i18n._(FOUND[w.found]);
          const place = i18n._(placeOf(w.field));
          return (
            <li key={`${w.field}-${w.found}`}>
              <Trans>
                {found} in {place}
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
