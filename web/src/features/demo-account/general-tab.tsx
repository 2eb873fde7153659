import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { DemoAccountGeneralInputSchema, type DemoAccountGeneralInput } from '../../../../common/demo-account';
import { $api } from '../../lib/query';
import { AvatarEditor } from './avatar-editor';
import { blankAwareResolver } from './blank-resolver';
import { useSettingsSave } from './use-settings-save';
import { SaveBar } from './save-bar';
import { SettingsField } from './settings-field';
import type { AccountSettings } from './api';

const FIELDS = ['username', 'fullName', 'email', 'company'] as const;

const valuesOf = (general: AccountSettings['general']): DemoAccountGeneralInput => ({
  username: general.username,
  fullName: general.fullName,
  email: general.email,
  company: general.company,
});

/** General: the picture, and username, name, e-mail and company. */
export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui();
  const form = useForm<DemoAccountGeneralInput>({ resolver: blankAwareResolver(DemoAccountGeneralInputSchema), defaultValues: valuesOf(settings.general) });
  const { register, handleSubmit, reset, formState } = form;
  const { problem, saving } = useSettingsSave(form, FIELDS, (saved) => valuesOf(saved.general));
  const save = $api.useMutation('post', '/api/account-setting/general');
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  const submit = handleSubmit((body) => {
    save.mutate({ body }, saving());
  });

  return (
    <>
      <AvatarEditor general={settings.general} />
      <form className="settings-form" noValidate onSubmit={submit} aria-label={t`General`}>
        <div className="settings-grid">
          <SettingsField id="account-username" label={<Trans>Username</Trans>} hint={<Trans>3 to 30 letters, digits, dots, dashes or underscores.</Trans>} error={error('username')} required>
            {(control) => <InputText {...control} {...register('username')} autoComplete="username" invalid={Boolean(error('username'))} />}
          </SettingsField>
          <SettingsField id="account-name" label={<Trans>Name</Trans>} error={error('fullName')} required>
            {(control) => <InputText {...control} {...register('fullName')} autoComplete="name" invalid={Boolean(error('fullName'))} />}
          </SettingsField>
          <SettingsField id="account-email" label={<Trans>E-mail</Trans>} error={error('email')} required>
            {(control) => <InputText {...control} {...register('email')} type="email" autoComplete="email" invalid={Boolean(error('email'))} />}
          </SettingsField>
          <SettingsField id="account-company" label={<Trans>Company</Trans>} error={error('company')}>
            {(control) => <InputText {...control} {...register('company')} autoComplete="organization" invalid={Boolean(error('company'))} />}
          </SettingsField>
        </div>
        <SaveBar saving={save.isPending} saved={save.isSuccess} dirty={formState.isDirty} onReset={() => reset(valuesOf(settings.general))} problem={problem} />
      </form>
    </>
  );
}
