import { Type, type Static } from '@sinclair/typebox';
import { DateString, Line, literals, Name, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { PHONE_PATTERN, PROFILE_LENGTHS as LEN, PROFILE_LIMITS } from '../../../common/profile-rules.js';

/**
 * Applicant details: one document saved whole by the autosave. Every field may be empty while the
 * applicant fills the form in; `completeness` says which sections are ready. Hard limits on every
 * string and list; dates are checked (no end before start, a plausible date of birth).
 */

const EntryId = () => Type.String({ maxLength: LEN.entryId, pattern: '^[A-Za-z0-9_-]*$', description: 'Stable key of the entry; given by the server when missing' });
const Phone = () => Type.String({ maxLength: LEN.phone, pattern: PHONE_PATTERN, examples: ['+254 712 345 678'] });
const Day = () => Nullable(DateString());

const addressFields = {
  line1: Line(LEN.addressLine),
  line2: Line(LEN.addressLine),
  city: Line(LEN.city),
  region: Line(LEN.region),
  postalCode: Line(LEN.postalCode),
  country: Line(LEN.country),
};

const registrationFields = {
  body: Line(LEN.registrationBody, { description: 'Regulatory body, e.g. the Nursing Council' }),
  number: Line(LEN.registrationNumber),
  expiryDate: Day(),
};

const educationFields = {
  id: EntryId(),
  institution: Line(LEN.entryText),
  qualification: Line(LEN.entryText, { examples: ['Bachelor of Science in Nursing'] }),
  fieldOfStudy: Line(LEN.entryText),
  startDate: Day(),
  endDate: Nullable(DateString({ description: 'Empty while still studying' })),
  grade: Line(LEN.grade),
};

const employmentFields = {
  id: EntryId(),
  employer: Line(LEN.entryText),
  position: Line(LEN.entryText),
  startDate: Day(),
  endDate: Nullable(DateString({ description: 'Empty for the current post' })),
  duties: Paragraphs(LEN.duties),
  reasonForLeaving: Line(LEN.reasonForLeaving),
};

const refereeFields = {
  id: EntryId(),
  name: Name(LEN.entryText),
  position: Line(LEN.entryText),
  organisation: Line(LEN.entryText),
  relationship: Line(LEN.entryText, { examples: ['Line manager'] }),
  email: Line(LEN.email, { description: 'Checked for completeness, not on save, so a half-typed address never blocks the autosave' }),
  phone: Phone(),
};

const IdType = () => Nullable(Type.Union(literals(['national-id', 'passport'] as const)));

function profileFields() {
  return {
    firstName: Name(LEN.personName),
    middleName: Name(LEN.personName),
    lastName: Name(LEN.personName),
    phone: Phone(),
    dateOfBirth: Day(),
    nationality: Line(LEN.nationality),
    idType: IdType(),
    idNumber: Line(LEN.idNumber, { description: 'National ID or passport number' }),
    address: Type.Object(addressFields),
    registration: Type.Object(registrationFields),
    education: Type.Array(Type.Object(educationFields), { maxItems: PROFILE_LIMITS.education, description: 'Most recent first, in the order the applicant chose' }),
    employment: Type.Array(Type.Object(employmentFields), { maxItems: PROFILE_LIMITS.employment, description: 'Most recent first, in the order the applicant chose' }),
    referees: Type.Array(Type.Object(refereeFields), { maxItems: PROFILE_LIMITS.referees, description: 'At least two for an application' }),
    personalStatement: Paragraphs(LEN.statement, { description: `At least ${PROFILE_LIMITS.statementComplete} characters to count as complete` }),
  };
}

export const ApplicantProfileSchema = Type.Object(profileFields(), { $id: 'ApplicantProfile' });
export type ApplicantProfile = Static<typeof ApplicantProfileSchema>;

/** The same document as the client sends it: any field may be left out (it is then empty). */
export const ApplicantProfileInputSchema = Type.Partial(
  Type.Object({
    ...profileFields(),
    address: Type.Partial(Type.Object(addressFields)),
    registration: Type.Partial(Type.Object(registrationFields)),
    education: Type.Array(Type.Partial(Type.Object(educationFields)), { maxItems: PROFILE_LIMITS.education }),
    employment: Type.Array(Type.Partial(Type.Object(employmentFields)), { maxItems: PROFILE_LIMITS.employment }),
    referees: Type.Array(Type.Partial(Type.Object(refereeFields)), { maxItems: PROFILE_LIMITS.referees }),
  }),
);
export type ApplicantProfileInput = Static<typeof ApplicantProfileInputSchema>;

/** The autosave: the whole document on top of the version the client last read (optimistic concurrency). */
export const SaveProfileBodySchema = Type.Object(
  {
    version: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'The version the client last read or saved (0 when nothing was saved yet); another one gets 409 and nothing is overwritten',
    }),
    ...ApplicantProfileInputSchema.properties,
  },
  { $id: 'SaveProfileBody', description: 'The whole applicant details: fields left out are saved empty' },
);
export type SaveProfileBody = Static<typeof SaveProfileBodySchema>;

export const ProfileCompletenessSchema = Type.Object(
  {
    personal: Type.Boolean({ description: 'Names, phone, date of birth, nationality, ID and address (line 1, city, country)' }),
    registration: Type.Boolean({ description: 'Body, number and expiry date (not every post needs it)' }),
    education: Type.Boolean({ description: 'At least one entry with institution, qualification and start date' }),
    employment: Type.Boolean({ description: 'At least one entry with employer, position and start date' }),
    referees: Type.Boolean({ description: 'At least two referees with name, organisation and a valid e-mail' }),
    personalStatement: Type.Boolean({ description: `At least ${PROFILE_LIMITS.statementComplete} characters` }),
    complete: Type.Boolean({ description: 'Personal details, education, referees and statement: what every application needs' }),
    percent: Type.Integer({ minimum: 0, maximum: 100, description: 'Share of the six sections that are complete' }),
  },
  { $id: 'ProfileCompleteness' },
);
export type ProfileCompleteness = Static<typeof ProfileCompletenessSchema>;

export const ProfileAnswerSchema = Type.Object(
  {
    profile: ref(ApplicantProfileSchema),
    completeness: ref(ProfileCompletenessSchema),
    updatedAt: Nullable(Type.String({ format: 'date-time', description: 'Last save; null before the first' })),
    version: Type.Integer({ minimum: 0, description: 'Grows with every save; send it back with the next save. 0 before the first save' }),
  },
  { $id: 'ProfileAnswer' },
);
export type ProfileAnswer = Static<typeof ProfileAnswerSchema>;

export const careersProfileSchemas = [ApplicantProfileSchema, SaveProfileBodySchema, ProfileCompletenessSchema, ProfileAnswerSchema];
