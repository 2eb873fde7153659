import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, Info, Link as LinkIcon, Lock, User, type LucideIcon } from 'lucide-react';
import { Icon } from '../../components/icon';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { useAccountSettings, type AccountSettings } from './api';
import { SocialTab } from './social-tab';
import * as paths from '../../../../common/paths';
import './account-settings.css';

const TABS = ['general', 'password', 'information', 'social', 'notifications'] as const;
type Tab = (typeof TABS)[number];

const ICONS: Record<Tab, LucideIcon> = { general: User, password: Lock, information: Info, social: LinkIcon, notifications: Bell };
const PANELS: Record<Tab, (props: { settings: AccountSettings }) => ReactNode> = {
  general: GeneralTab,
  password: PasswordTab,
  information: InfoTab,
  social: SocialTab,
  notifications: NotificationsTab,
};

/** The section in the URL (`?tab=password`), so a reload or a shared link opens the same one. */
function useTab(): Tab {
  const tab = new URLSearchParams(useSearch()).get('tab');
  return TABS.find((name) => name === tab) ?? 'general';
}

/** Account settings: five sections, each a form that validates and saves through the API. */
function AccountSettingsPage() {
  const { t } = useLingui();
  const tab = useTab();
  const { data, isPending, isError, refetch } = useAccountSettings();
  const names: Record<Tab, string> = { general: t`General`, password: t`Password`, information: t`Information`, social: t`Social`, notifications: t`Notifications` };
  const Panel = PANELS[tab];
  return (
    <div className="settings">
      <h1 className="settings__title">
        <Trans>Account settings</Trans>
      </h1>
      <div className="settings__layout">
        <nav aria-label={t`Account settings sections`} className="settings-nav">
          <ul>
            {TABS.map((name) => (
              <li key={name}>
                <Link href={name === 'general' ? paths.demo.accountSettings : `${paths.demo.accountSettings}?tab=${name}`} aria-current={tab === name ? 'page' : undefined} className="settings-nav__link">
                  <Icon icon={ICONS[name]} size={18} />
                  <span>{names[name]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="surface-card settings-panel" aria-labelledby="settings-panel-title">
          <h2 id="settings-panel-title" className="settings-panel__title">
            {names[tab]}
          </h2>
          {isError ? <LoadFailure onRetry={() => void refetch()} /> : null}
          {isPending ? <SkeletonLines lines={6} /> : null}
          {/* Keyed by the section: a form starts from the saved values whenever it is opened. */}
          {data ? <Panel key={tab} settings={data} /> : null}
        </section>
      </div>
    </div>
  );
}

export default AccountSettingsPage;
