import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { SOCIAL_NETWORKS, UserSocialFields, type UserSocial } from '../../../../common/demo-users';
import { SOCIAL_LABELS, type DemoUserDetail } from './vocabulary';
import { TabActions } from './form-parts';
import { useSaveUser } from './use-save-user';

/** The Social tab: a handle or an address per network. */
export function SocialTab({ user }: { user: DemoUserDetail }) {
  const { t, i18n } = useLingui();
  const save = useSaveUser(user.id);
  const { register, handleSubmit, formState, reset, setError } = useForm<UserSocial>({ resolver: typeboxResolver(UserSocialFields), defaultValues: user.social });

  const submit = handleSubmit(async (social) => {
    if (await save({ social }, setError, 'social')) reset(social);
  });

  return (
    <form className="demo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Social`}>
      <div className="demo-form__grid">
        {SOCIAL_NETWORKS.map((network) => (
          <LabelledField key={network} label={i18n._(SOCIAL_LABELS[network]!)} error={formState.errors[network]?.message}>
            {(a11y) => <InputText {...a11y} {...register(network)} placeholder={t`Handle or address`} />}
          </LabelledField>
        ))}
      </div>
      <TabActions saving={formState.isSubmitting} dirty={formState.isDirty} onReset={() => reset()} />
    </form>
  );
}
