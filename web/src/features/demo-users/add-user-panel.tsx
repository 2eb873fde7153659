import { useForm } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sidebar } from 'primereact/sidebar';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { NewUserFields, type NewUserInput } from '../../../../common/demo-users';
import { options, PLAN_LABELS, ROLE_LABELS, USER_PLANS, USER_ROLES } from './vocabulary';
import { refreshUsers } from './api';
import { TAKEN_MESSAGES } from './taken-messages';
import { ChoiceField } from './form-parts';

type NewUserForm = Required<NewUserInput>;
const EMPTY: NewUserForm = { fullName: '', username: '', email: '', role: 'subscriber', currentPlan: 'basic', company: '', country: '', contact: '' };

interface AddUserPanelProps {
  visible: boolean;
  onHide: () => void;
}

/** The add-user panel: validated in the browser with the API's own rules, then saved. */
export function AddUserPanel({ visible, onHide }: AddUserPanelProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = $api.useMutation('post', '/api/apps/user/users');
  const form = useForm<NewUserForm>({ resolver: typeboxResolver(NewUserFields), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  const label = (d: MessageDescriptor) => i18n._(d);

  const close = () => {
    reset(EMPTY);
    onHide();
  };

  const submit = handleSubmit(async (user) => {
    try {
      const { user: created } = await create.mutateAsync({ body: { user } });
      toast('success', t`User added`, created.fullName);
      await refreshUsers();
      close();
    } catch (error) {
      const problem = apiProblem(error);
      const field = problem.field?.replace(/^user\./, '') as keyof NewUserForm | undefined;
      if (field && field in EMPTY) setError(field, { message: problemText(problem, TAKEN_MESSAGES) }, { shouldFocus: true });
      else toast('error', t`The user could not be added`, problemText(problem));
    }
  });

  const text = (name: 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact', label: string, required = false, type = 'text') => (
    <LabelledField label={label} error={errors[name]?.message} required={required}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={type} autoComplete="off" />}
    </LabelledField>
  );

  return (
    <Sidebar visible={visible} position="right" onHide={close} className="demo-panel" header={<h2 className="demo-panel__title">{t`Add user`}</h2>} blockScroll>
      <form className="demo-form" onSubmit={(e) => void submit(e)} noValidate>
        {text('fullName', t`Full name`, true)}
        {text('username', t`Username`, true)}
        {text('email', t`E-mail`, true, 'email')}
        {text('company', t`Company`)}
        {text('country', t`Country`)}
        {text('contact', t`Contact`, false, 'tel')}
        <ChoiceField label={t`Role`} error={errors.role?.message} required choices={options(USER_ROLES, ROLE_LABELS, label)} registration={register('role')} />
        <ChoiceField label={t`Plan`} error={errors.currentPlan?.message} required choices={options(USER_PLANS, PLAN_LABELS, label)} registration={register('currentPlan')} />
        <div className="demo-form__actions">
          <BusyButton type="submit" label={t`Add user`} busy={formState.isSubmitting} className="form-action" />
          <Button type="button" label={t`Cancel`} outlined onClick={close} />
        </div>
        <p className="demo-muted">
          <Trans>New users start as active, without a picture.</Trans>
        </p>
      </form>
    </Sidebar>
  );
}
