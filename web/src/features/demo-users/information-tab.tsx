import { useController, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { CONTACT_OPTIONS, USER_GENDERS, USER_LANGUAGES, UserInformationFields, type UserInformation } from '../../../../common/demo-users';
import { CONTACT_LABELS, GENDER_LABELS, LANGUAGE_LABELS, type DemoUserDetail } from './vocabulary';
import { ChoiceField, TabActions } from './form-parts';
import { useSaveUser } from './use-save-user';

type TextField = 'mobile' | 'website' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city' | 'state';

/** The Information tab: birth date, phone, website, language, gender, how to contact, address. */
export function InformationTab({ user }: { user: DemoUserDetail }) {
  const { t, i18n } = useLingui();
  const save = useSaveUser(user.id);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<UserInformation>({
    resolver: typeboxResolver(UserInformationFields),
    defaultValues: user.information,
  });
  const contactBy = useController({ control, name: 'contactOptions' }).field;
  const toggle = (option: (typeof CONTACT_OPTIONS)[number], on: boolean) =>
    contactBy.onChange(CONTACT_OPTIONS.filter((o) => (o === option ? on : contactBy.value.includes(o))));
  const errors = formState.errors;

  const submit = handleSubmit(async (information) => {
    if (await save({ information }, setError, 'information')) reset(information);
  });

  const text = (name: TextField, caption: string, type = 'text', hint?: string) => (
    <LabelledField label={caption} error={errors[name]?.message} hint={hint}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={type} />}
    </LabelledField>
  );
  const select = (name: 'language' | 'gender', caption: string, values: readonly string[], labels: Record<string, MessageDescriptor>) => (
    <ChoiceField
      label={caption}
      error={errors[name]?.message}
      choices={values.map((value) => ({ value, label: value ? i18n._(labels[value]!) : t`Not given` }))}
      registration={register(name)}
    />
  );

  return (
    <form className="demo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Information`}>
      <div className="demo-form__grid">
        <LabelledField label={t`Birth date`} error={errors.birthDate?.message}>
          {(a11y) => <InputText {...a11y} {...register('birthDate')} type="date" />}
        </LabelledField>
        {text('mobile', t`Mobile`, 'tel')}
        {text('website', t`Website`, 'url', t`An address starting with https://`)}
        {select('language', t`Language`, USER_LANGUAGES, LANGUAGE_LABELS)}
        {select('gender', t`Gender`, USER_GENDERS, GENDER_LABELS)}
        {text('addressLine1', t`Address line 1`)}
        {text('addressLine2', t`Address line 2`)}
        {text('postcode', t`Postcode`)}
        {text('city', t`City`)}
        {text('state', t`State or region`)}
      </div>
      <fieldset className="form-choices users-checks">
        <legend>
          <Trans>Contact by</Trans>
        </legend>
        {CONTACT_OPTIONS.map((option) => (
          <label key={option}>
            <input type="checkbox" checked={contactBy.value.includes(option)} onChange={(e) => toggle(option, e.target.checked)} onBlur={contactBy.onBlur} />
            {i18n._(CONTACT_LABELS[option]!)}
          </label>
        ))}
      </fieldset>
      <TabActions saving={formState.isSubmitting} dirty={formState.isDirty} onReset={() => reset()} />
    </form>
  );
}
