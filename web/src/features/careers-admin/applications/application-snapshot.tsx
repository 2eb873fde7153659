import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay, joinPresent } from './format';
import { Block, Item, Joined, PeriodText } from './application-parts';
import type { AdminApplication } from './vocabulary';

type Profile = NonNullable<NonNullable<AdminApplication['snapshot']>['profile']>;

function Education({ profile, locale }: { profile: Profile; locale: string }) {
  return (
    <Block id="application-education" title={<Trans>Education</Trans>}>
      {profile.education.length ? (
        <ul className="application-entries">
          {profile.education.map((e) => (
            <li key={e.id}>
              <strong>{joinPresent([e.qualification, e.fieldOfStudy], ' — ')}</strong>
              <br />
              <Joined parts={[e.institution, e.startDate || e.endDate ? <PeriodText start={e.startDate} end={e.endDate} locale={locale} /> : null, e.grade]} />
            </li>
          ))}
        </ul>
      ) : (
        <p>—</p>
      )}
    </Block>
  );
}

function Employment({ profile, locale }: { profile: Profile; locale: string }) {
  return (
    <Block id="application-employment" title={<Trans>Employment</Trans>}>
      {profile.employment.length ? (
        <ul className="application-entries">
          {profile.employment.map((e) => (
            <li key={e.id}>
              <strong>{joinPresent([e.position, e.employer])}</strong>
              {e.startDate || e.endDate ? (
                <>
                  {' · '}
                  <PeriodText start={e.startDate} end={e.endDate} locale={locale} />
                </>
              ) : null}
              {e.duties ? <p className="application-text">{e.duties}</p> : null}
              {e.reasonForLeaving ? (
                <p>
                  <Trans>Reason for leaving:</Trans> {e.reasonForLeaving}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>—</p>
      )}
    </Block>
  );
}

type Referee = NonNullable<Profile['referees']>[number];
const refereeRole = (r: Referee) => joinPresent([r.position, r.organisation]);

/** The referees, when the caller may see them (a panel member's answer has none). */
function Referees({ referees }: { referees: Referee[] }) {
  return (
    <Block id="application-referees" title={<Trans>Referees</Trans>}>
      {referees.length ? (
        <ul className="application-entries">
          {referees.map((r) => (
            <li key={r.id}>
              <strong>{r.name || '—'}</strong>
              {refereeRole(r) ? `, ${refereeRole(r)}` : ''}
              {r.relationship.trim() ? ` (${r.relationship.trim()})` : ''}
              {r.email || r.phone ? (
                <>
                  <br />
                  <Joined parts={[r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null, r.phone]} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>—</p>
      )}
    </Block>
  );
}

/** What the applicant submitted, frozen: details, history, referees, statement and cover letter. */
export function Snapshot({ application }: { application: AdminApplication }) {
  const { i18n } = useLingui();
  const snapshot = application.snapshot;
  const profile: Profile | null = snapshot?.profile ?? null;
  const locale = i18n.locale;
  if (!snapshot) return null;
  if (snapshot.anonymised) {
    return (
      <p className="application-note">
        <Trans>The applicant deleted their account: the personal data is gone.</Trans>
      </p>
    );
  }
  const address = profile?.address ? joinPresent([profile.address.line1, profile.address.line2, profile.address.city, profile.address.region, profile.address.postalCode, profile.address.country]) : '';
  const registration = profile ? joinPresent([profile.registration.body, profile.registration.number], ' · ') : '';
  const expiry = profile?.registration.expiryDate ? formatDay(profile.registration.expiryDate, locale) : null;
  return (
    <>
      <Block id="application-personal" title={<Trans>Personal details</Trans>}>
        <dl className="application-dl">
          <Item label={<Trans>Name</Trans>}>{snapshot.applicant.fullName}</Item>
          <Item label={<Trans>E-mail</Trans>}>{snapshot.applicant.email ? <a href={`mailto:${snapshot.applicant.email}`}>{snapshot.applicant.email}</a> : null}</Item>
          {profile ? (
            <>
              <Item label={<Trans>Phone</Trans>}>{profile.phone}</Item>
              <Item label={<Trans>Date of birth</Trans>}>{profile.dateOfBirth ? formatDay(profile.dateOfBirth, locale) : null}</Item>
              <Item label={<Trans>Nationality</Trans>}>{profile.nationality}</Item>
              <Item label={<Trans>ID or passport number</Trans>}>{profile.idNumber}</Item>
              <Item label={<Trans>Address</Trans>}>{address}</Item>
              <Item label={<Trans>Professional registration</Trans>}>
                {registration}
                {registration && expiry ? ' ' : null}
                {expiry ? <Trans>(expires {expiry})</Trans> : null}
              </Item>
            </>
          ) : null}
        </dl>
      </Block>
      {profile ? (
        <>
          <Education profile={profile} locale={locale} />
          <Employment profile={profile} locale={locale} />
          {profile.referees ? <Referees referees={profile.referees} /> : null}
          <Block id="application-statement" title={<Trans>Personal statement</Trans>}>
            <p className="application-text">{profile.personalStatement || '—'}</p>
          </Block>
        </>
      ) : null}
      <Block id="application-cover" title={<Trans>Cover letter</Trans>}>
        <p className="application-text">{snapshot.form.coverLetter || '—'}</p>
      </Block>
    </>
  );
}
