import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { describeBlocker, type Blocker, type BlockerPlace } from './model';

/** Goes to the part of the draft page a blocker points at (the form may have to be shown first). */
export type GoToPlace = (place: Extract<BlockerPlace, { fieldId: string }>) => void;

/** Every reason the draft cannot be submitted yet, each a link to where it is fixed. */
export function BlockerList({ blockers, onGo }: { blockers: readonly Blocker[]; onGo: GoToPlace }) {
  const { i18n } = useLingui();
  return (
    <ul className="blocker-list">
      {blockers.map((blocker) => {
        const { place, text } = describeBlocker(blocker, i18n);
        return (
          <li key={`${blocker.code}:${blocker.field}`}>
            {place.page === 'profile' ? (
              <Link href={place.href}>{text}</Link>
            ) : (
              <a
                href={`#${place.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGo(place);
                }}
              >
                {text}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
