import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sidebar } from 'primereact/sidebar';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { NewUserFields, type NewUserInput } from '../../../../common/demo-users';
import { options, PLAN_LABELS, ROLE_LABELS, USER_PLANS, USER_ROLES } from './vocabulary';
import { refreshUsers } from './queries';
import { TAKEN_MESSAGES } from './taken-messages';

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
    <Sidebar visible={visible} position="right" onHide={close} className="users-panel" header={<h2 className="users-panel__title">{t`Add user`}</h2>} blockScroll>
      <form className="users-form" onSubmit={(e) => void submit(e)} noValidate>
        {text('fullName', t`Full name`, true)}
        {text('username', t`Username`, true)}
        {text('email', t`E-mail`, true, 'email')}
        {text('company', t`Company`)}
        {text('country', t`Country`)}
        {text('contact', t`Contact`, false, 'tel')}
        <LabelledField label={t`Role`} error={errors.role?.message} required>
          {(a11y) => (
            <select {...a11y} {...register('role')} className="p-inputtext users-select">
              {options(USER_ROLES, ROLE_LABELS, (d) => i18n._(d)).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t`Plan`} error={errors.currentPlan?.message} required>
          {(a11y) => (
            <select {...a11y} {...register('currentPlan')} className="p-inputtext users-select">
              {options(USER_PLANS, PLAN_LABELS, (d) => i18n._(d)).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <div className="users-form__actions">
          <Button type="submit" label={t`Add user`} loading={formState.isSubmitting} className="form-action" />
          <Button type="button" label={t`Cancel`} outlined onClick={close} />
        </div>
        <p className="users-form__note">
          <Trans>New users start as active, without a picture.</Trans>
        </p>
      </form>
    </Sidebar>
  );
}
