import type { MouseEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AppIcon } from '../shared/icons';
import { SECTION_IDS } from './section';
import type { Completeness } from './model';

type SectionKey = Exclude<keyof Completeness, 'complete' | 'percent'>;

const ITEMS: { key: SectionKey; label: MessageDescriptor; needed: boolean }[] = [
  { key: 'personal', label: msg`Personal details`, needed: true },
  { key: 'registration', label: msg`Professional registration`, needed: false },
  { key: 'education', label: msg`Education history`, needed: true },
  { key: 'employment', label: msg`Employment history`, needed: false },
  { key: 'referees', label: msg`Referees`, needed: true },
  { key: 'personalStatement', label: msg`Personal statement`, needed: true },
];

/** Moves focus to a section's heading (and so scrolls to it). */
export function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-title`);
  if (!heading) return;
  event.preventDefault();
  heading.focus();
  heading.scrollIntoView?.({ block: 'start' });
}

/** Which sections are complete (as the server judges them), each linked to its section. */
export function Checklist({ completeness }: { completeness: Completeness }) {
  const { i18n } = useLingui();
  const done = ITEMS.filter((item) => completeness[item.key]).length;
  const total = ITEMS.length;
  return (
    <nav className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title" className="checklist__title">
        <Trans>Your progress</Trans>
      </h2>
      <p className="checklist__summary">
        <Trans>
          {done} of {total} sections complete
        </Trans>
      </p>
      <ul className="checklist__list">
        {ITEMS.map((item) => {
          const id = SECTION_IDS[item.key];
          const complete = completeness[item.key];
          return (
            <li key={item.key} className={complete ? 'checklist__item checklist__item--done' : 'checklist__item'}>
              <AppIcon name={complete ? 'check' : 'todo'} />
              <span>
                <a href={`#${id}`} onClick={(event) => goToSection(event, id)}>
                  {i18n._(item.label)}
                </a>
                <span className="checklist__state">
                  {complete ? <Trans>Complete</Trans> : item.needed ? <Trans>Not complete, needed to apply</Trans> : <Trans>Not complete</Trans>}
                </span>
              </span>
            </li>
          );
        })}
        <li className="checklist__item">
          <AppIcon name="upload" />
          <a href={`#${SECTION_IDS.documents}`} onClick={(event) => goToSection(event, SECTION_IDS.documents)}>
            <Trans>Documents</Trans>
          </a>
        </li>
      </ul>
      <p className="checklist__outcome">
        {completeness.complete ? (
          <Trans>Your details have everything an application needs.</Trans>
        ) : (
          <Trans>To apply for a job, complete the sections marked as needed.</Trans>
        )}
      </p>
    </nav>
  );
}
