import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { DemoSocialLinksInputSchema, SOCIAL_LINKS, type DemoSocialLinksInput, type SocialLink } from '../../../../common/demo-account';
import { $api } from '../../lib/query';
import { Connections } from './connections';
import { blankAwareResolver } from './blank-resolver';
import { useSettingsSave } from './use-settings-save';
import { SaveBar } from './save-bar';
import { SettingsField } from './settings-field';
import type { AccountSettings } from './api';

type LinksForm = Record<SocialLink, string>;
const valuesOf = (links: AccountSettings['social']['socialLinks']): LinksForm => ({ ...links });

/** The services' names are brands: the same in every language. */
const LINK_NAMES: Record<SocialLink, string> = { twitter: 'X (Twitter)', facebook: 'Facebook', google: 'Google', linkedIn: 'LinkedIn', instagram: 'Instagram', quora: 'Quora' };

/** Social: links to my profiles elsewhere, and the services connected to this account. */
export function SocialTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui();
  const form = useForm<LinksForm>({ resolver: blankAwareResolver(DemoSocialLinksInputSchema), defaultValues: valuesOf(settings.social.socialLinks) });
  const { register, handleSubmit, reset, formState } = form;
  const { problem, saving } = useSettingsSave(form, SOCIAL_LINKS, (saved) => valuesOf(saved.social.socialLinks));
  const save = $api.useMutation('post', '/api/account-setting/social');

  const submit = handleSubmit((values) => {
    save.mutate({ body: values as unknown as DemoSocialLinksInput }, saving());
  });

  return (
    <>
      <form className="settings-form" noValidate onSubmit={submit} aria-labelledby="social-links-title">
        <h3 id="social-links-title" className="settings-subtitle">
          <Trans>Social links</Trans>
        </h3>
        <p className="settings-note">
          <Trans>Web addresses of your profiles, starting with https:// or http://. Leave a field empty to remove the link.</Trans>
        </p>
        <div className="settings-grid">
          {SOCIAL_LINKS.map((name) => {
            const error = formState.errors[name]?.message;
            return (
              <SettingsField key={name} id={`social-${name}`} label={LINK_NAMES[name]} error={error}>
                {(control) => <InputText {...control} {...register(name)} type="url" inputMode="url" placeholder="https://" invalid={Boolean(error)} />}
              </SettingsField>
            );
          })}
        </div>
        <SaveBar saving={save.isPending} saved={save.isSuccess} dirty={formState.isDirty} onReset={() => reset(valuesOf(settings.social.socialLinks))} problem={problem} />
      </form>
      <Connections connections={settings.social.connections} title={t`Connected accounts`} />
    </>
  );
}
