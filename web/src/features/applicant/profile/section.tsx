import type { FormMessage } from '../../../components/form-state';
import type { Profile } from './model';

/** What every section of the applicant details gets from the page. */
export interface SectionProps {
  profile: Profile;
  /** Applies a change to the whole document (then autosaved). */
  update: (change: (profile: Profile) => Profile) => void;
  /** The message of a field, by its id, when it has a problem. */
  errorOf: (fieldId: string) => FormMessage | undefined;
}

export const SECTION_IDS = {
  personal: 'personal-details',
  registration: 'registration',
  education: 'education',
  employment: 'employment',
  referees: 'referees',
  personalStatement: 'personal-statement',
  documents: 'documents',
} as const;

export { PageSection as ProfileSection } from '../shared/page-section';

/* What a section is built from, in one import: its fields, their ids and the length limits. */
export { DateField, TextField } from './text-field';
export { fieldId } from './rules';
export { PROFILE_LENGTHS as LEN, PROFILE_LIMITS } from '../../../../../common/profile-rules';
