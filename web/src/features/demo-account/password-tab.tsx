import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { Check, X } from 'lucide-react';
import { Icon } from '../../components/icon';
import { DemoPasswordFormSchema, isStrongPassword, passwordRulesMet, type DemoPasswordForm } from '../../../../common/demo-account';
import { MIN_PASSWORD_LENGTH } from '../../../../common/account-limits';
import { $api } from '../../lib/query';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { useFormats } from './format';
import { useSettingsSave } from './use-settings-save';
import { SaveBar } from './save-bar';
import { SettingsField } from './settings-field';
import type { AccountSettings } from './api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: DemoPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The shared schema, then the rules a schema cannot say: strength and the confirmation. */
function usePasswordResolver(): Resolver<DemoPasswordForm> {
  const { t } = useLingui();
  return useMemo(() => {
    const base = typeboxResolver<DemoPasswordForm>(DemoPasswordFormSchema);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = { ...result.errors };
      if (!errors.newPassword && !isStrongPassword(values.newPassword)) errors.newPassword = { type: 'rules', message: t`The new password does not meet the rules below.` };
      if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = { type: 'match', message: t`The two new passwords are not the same.` };
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    };
  }, [t]);
}

/** The rules of a new password, ticked as they are met. */
function PasswordRules({ value }: { value: string }) {
  const met = passwordRulesMet(value);
  const rules = [
    { key: 'length', ok: met.length, text: <Trans>At least {MIN_PASSWORD_LENGTH} characters – the longer, the better</Trans> },
    { key: 'lowercase', ok: met.lowercase, text: <Trans>At least one lower-case letter</Trans> },
    { key: 'digit-or-symbol', ok: met['digit-or-symbol'], text: <Trans>At least one digit, symbol or space</Trans> },
  ];
  return (
    <ul className="settings-rules" id="password-rules">
      {rules.map((rule) => (
        <li key={rule.key} className={rule.ok ? 'settings-rules__met' : undefined}>
          <Icon icon={rule.ok ? Check : X} size={16} />
          <span>{rule.text}</span>
          <span className="visually-hidden">{rule.ok ? <Trans>(met)</Trans> : <Trans>(not met yet)</Trans>}</span>
        </li>
      ))}
    </ul>
  );
}

/** Password: the current one, the new one twice, the rules, and when it was last changed. */
export function PasswordTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui();
  const f = useFormats();
  const form = useForm<DemoPasswordForm>({ resolver: usePasswordResolver(), defaultValues: EMPTY });
  const { register, handleSubmit, reset, watch, formState } = form;
  const { problem, saving } = useSettingsSave(form, FIELDS, () => EMPTY);
  const save = $api.useMutation('post', '/api/account-setting/password');
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  const changedAt = settings.password.changedAt;

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    save.mutate({ body: { currentPassword, newPassword } }, saving());
  });

  const password = (name: (typeof FIELDS)[number], autoComplete: string, describedBy?: string) => (control: { id: string; 'aria-describedby'?: string }) => (
    <InputText
      {...control}
      {...register(name)}
      aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
      type="password"
      autoComplete={autoComplete}
      invalid={Boolean(error(name))}
    />
  );

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-label={t`Password`}>
      <p className="settings-note">
        <Trans>This page keeps its own copy of your password: it starts as the one you sign in with, and changing it here does not change how you sign in.</Trans>
      </p>
      <p className="settings-note">
        {changedAt ? <Trans>Last changed on {f.dateTime(changedAt)}.</Trans> : <Trans>Not changed on this page yet.</Trans>}
      </p>
      <div className="settings-grid">
        <SettingsField id="password-current" label={<Trans>Current password</Trans>} error={error('currentPassword')} required className="settings-field--wide">
          {password('currentPassword', 'current-password')}
        </SettingsField>
        <SettingsField id="password-new" label={<Trans>New password</Trans>} error={error('newPassword')} required>
          {password('newPassword', 'new-password', 'password-rules')}
        </SettingsField>
        <SettingsField id="password-confirm" label={<Trans>Confirm the new password</Trans>} error={error('confirmPassword')} required>
          {password('confirmPassword', 'new-password')}
        </SettingsField>
      </div>
      <PasswordRules value={watch('newPassword')} />
      <SaveBar saving={save.isPending} saved={save.isSuccess} dirty={formState.isDirty} onReset={() => reset(EMPTY)} problem={problem} savedMessage={<Trans>Your password has been changed.</Trans>} />
    </form>
  );
}
