import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { UserAccountFields, type UserAccount } from '../../../../common/demo-users';
import { options, PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUserDetail } from './vocabulary';
import { ChoiceField, TabActions } from './form-parts';
import { useSaveUser } from './use-save-user';

const accountOf = (user: DemoUserDetail): UserAccount => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  role: user.role,
  currentPlan: user.currentPlan,
  status: user.status,
  company: user.company,
  country: user.country,
  contact: user.contact,
});

/** The Account tab: name, username, e-mail, role, plan, status, company, country, contact. */
export function AccountTab({ user }: { user: DemoUserDetail }) {
  const { t, i18n } = useLingui();
  const save = useSaveUser(user.id);
  const { register, handleSubmit, formState, reset, setError } = useForm<UserAccount>({ resolver: typeboxResolver(UserAccountFields), defaultValues: accountOf(user) });
  const errors = formState.errors;
  const label = (d: MessageDescriptor) => i18n._(d);

  const submit = handleSubmit(async (account) => {
    if (await save(account, setError)) reset(account);
  });

  const text = (name: 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact', caption: string, required = false, type = 'text') => (
    <LabelledField label={caption} error={errors[name]?.message} required={required}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={type} autoComplete="off" />}
    </LabelledField>
  );
  const select = (name: 'role' | 'currentPlan' | 'status', caption: string, choices: { value: string; label: string }[]) => (
    <ChoiceField label={caption} error={errors[name]?.message} required choices={choices} registration={register(name)} />
  );

  return (
    <form className="demo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Account`}>
      <div className="demo-form__grid">
        {text('fullName', t`Full name`, true)}
        {text('username', t`Username`, true)}
        {text('email', t`E-mail`, true, 'email')}
        {select('role', t`Role`, options(USER_ROLES, ROLE_LABELS, label))}
        {select('currentPlan', t`Plan`, options(USER_PLANS, PLAN_LABELS, label))}
        {select('status', t`Status`, options(USER_STATUSES, STATUS_LABELS, label))}
        {text('company', t`Company`)}
        {text('country', t`Country`)}
        {text('contact', t`Contact`, false, 'tel')}
      </div>
      <TabActions saving={formState.isSubmitting} dirty={formState.isDirty} onReset={() => reset()} />
    </form>
  );
}
