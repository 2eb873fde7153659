import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { dayToDate } from '../../lib/dates';
import { UserAvatar } from './user-avatar';
import { CONTACT_LABELS, GENDER_LABELS, LANGUAGE_LABELS, PLAN_LABELS, ROLE_LABELS, SOCIAL_LABELS, STATUS_LABELS, statusBadge, type DemoUserDetail } from './vocabulary';
import { SOCIAL_NETWORKS } from '../../../../common/demo-users';
import * as paths from '../../../../common/paths';

/** A term and its value, left out when there is no value. */
function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="user-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The user's picture, name, role and every detail they have, with Edit and Delete. */
export function UserProfileCard({ user, onDelete }: { user: DemoUserDetail; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const info = user.information;
  const address = [info.addressLine1, info.addressLine2, [info.postcode, info.city].filter(Boolean).join(' '), info.state, user.country].filter(Boolean).join(', ');
  const social = SOCIAL_NETWORKS.filter((network) => user.social[network]);
  const isLink = (value: string) => /^https?:\/\//i.test(value);

  return (
    <section className="demo-card user-profile" aria-labelledby="user-name">
      <div className="user-profile__head">
        <UserAvatar fullName={user.fullName} avatar={user.avatar} size="large" />
        <div>
          <h1 id="user-name">{user.fullName}</h1>
          <span className="demo-badge">{i18n._(ROLE_LABELS[user.role])}</span>
        </div>
      </div>
      <h2>
        <Trans>Details</Trans>
      </h2>
      <dl className="user-details">
        <Detail term={t`Username`}>{user.username}</Detail>
        <Detail term={t`E-mail`}>{user.email}</Detail>
        <Detail term={t`Status`}>
          <span className={statusBadge(user.status)}>{i18n._(STATUS_LABELS[user.status])}</span>
        </Detail>
        <Detail term={t`Plan`}>{i18n._(PLAN_LABELS[user.currentPlan])}</Detail>
        <Detail term={t`Company`}>{user.company}</Detail>
        <Detail term={t`Contact`}>{user.contact}</Detail>
        <Detail term={t`Mobile`}>{info.mobile}</Detail>
        <Detail term={t`Birth date`}>{info.birthDate ? i18n.date(dayToDate(info.birthDate), { dateStyle: 'long' }) : ''}</Detail>
        <Detail term={t`Language`}>{info.language ? i18n._(LANGUAGE_LABELS[info.language]!) : ''}</Detail>
        <Detail term={t`Gender`}>{info.gender ? i18n._(GENDER_LABELS[info.gender]!) : ''}</Detail>
        <Detail term={t`Website`}>{info.website ? <a href={info.website} rel="noopener noreferrer" target="_blank">{info.website}</a> : ''}</Detail>
        <Detail term={t`Address`}>{address}</Detail>
        <Detail term={t`Contact by`}>{info.contactOptions.map((option) => i18n._(CONTACT_LABELS[option]!)).join(', ')}</Detail>
      </dl>
      {social.length > 0 ? (
        <>
          <h2>
            <Trans>Social</Trans>
          </h2>
          <dl className="user-details">
            {social.map((network) => (
              <Detail key={network} term={i18n._(SOCIAL_LABELS[network]!)}>
                {isLink(user.social[network]) ? (
                  <a href={user.social[network]} rel="noopener noreferrer" target="_blank">
                    {user.social[network]}
                  </a>
                ) : (
                  user.social[network]
                )}
              </Detail>
            ))}
          </dl>
        </>
      ) : null}
      <div className="demo-form__actions">
        <Link href={paths.to(paths.demo.userEdit, user.id)} className="p-button form-action demo-link-button">
          <Trans>Edit</Trans>
        </Link>
        <Button type="button" severity="danger" outlined label={t`Delete`} onClick={onDelete} />
      </div>
    </section>
  );
}
