import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Checkbox } from 'primereact/checkbox';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { ariaOf, errorAt, Field, FormEnd } from './form-kit';
import { NewPasswordInput } from './new-password-input';
import { resolverWithChecks, useMessagesInLanguage } from './form-resolver';
import { EMPTY_VALIDATION_DEMO, ValidationDemoSchema, type ValidationDemo } from './validation/schema';
import { POSTCODE, RULE_MESSAGES } from './rules';

type Values = Omit<ValidationDemo, 'age'> & { age: number | null };

const SHIFTS = ['early', 'late', 'night'] as const;

/** /forms/validation: every rule of the portal's forms, with its message in the user's language. */
export default function ValidationPage() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: EMPTY_VALIDATION_DEMO,
    resolver: resolverWithChecks<Values>(ValidationDemoSchema, (values) => ({
      postcode: values.postcode && !POSTCODE.test(values.postcode) ? i18n._(RULE_MESSAGES.postcode) : undefined,
      confirmPassword: values.confirmPassword && values.confirmPassword !== values.password ? i18n._(RULE_MESSAGES.passwordsDiffer) : undefined,
      terms: values.terms ? undefined : i18n._(RULE_MESSAGES.terms),
    })),
  });
  useMessagesInLanguage(form);
  const { register, control, handleSubmit, formState, reset } = form;
  const error = (name: string) => errorAt(formState.errors, name);
  const shiftNames: Record<(typeof SHIFTS)[number], string> = { early: t`Early`, late: t`Late`, night: t`Night` };

  return (
    <ShowcasePage title={<Trans>Form validation</Trans>} intro={<Trans>Every rule the portal's forms use, checked by the same TypeBox schemas as the server, with messages in your language. Submit to see them.</Trans>}>
      <ShowcaseSection title={<Trans>Validation rules</Trans>}>
        <form className="demo-form" noValidate onSubmit={handleSubmit((values) => setSent(values.fullName))}>
          <div className="demo-form__grid">
            <Field id="v-full-name" label={<Trans>Full name</Trans>} hint={<Trans>Required.</Trans>} error={error('fullName')} required>
              {(aria) => <InputText {...aria} {...register('fullName')} autoComplete="name" />}
            </Field>
            <Field id="v-username" label={<Trans>Username</Trans>} hint={<Trans>3 to 20 letters, digits or underscores.</Trans>} error={error('username')} required>
              {(aria) => <InputText {...aria} {...register('username')} autoComplete="username" />}
            </Field>
            <Field id="v-email" label={<Trans>E-mail</Trans>} hint={<Trans>A valid e-mail address.</Trans>} error={error('email')} required>
              {(aria) => <InputText {...aria} {...register('email')} type="email" autoComplete="email" />}
            </Field>
            <Field id="v-website" label={<Trans>Website</Trans>} hint={<Trans>Starts with http:// or https://.</Trans>} error={error('website')} required>
              {(aria) => <InputText {...aria} {...register('website')} type="url" autoComplete="url" />}
            </Field>
            <Field id="v-age" label={<Trans>Age</Trans>} hint={<Trans>A whole number from 18 to 70.</Trans>} error={error('age')} required>
              {(aria) => (
                <Controller
                  name="age"
                  control={control}
                  render={({ field }) => (
                    <InputNumber inputId={aria.id} inputRef={field.ref} value={field.value} onValueChange={(e) => field.onChange(e.value ?? null)} onBlur={field.onBlur} useGrouping={false} {...ariaOf(aria)} />
                  )}
                />
              )}
            </Field>
            <Field id="v-start" label={<Trans>Start date</Trans>} hint={<Trans>As YYYY-MM-DD, for example 2026-09-01.</Trans>} error={error('startDate')} required>
              {(aria) => <InputText {...aria} {...register('startDate')} inputMode="numeric" />}
            </Field>
            <Field id="v-postcode" label={<Trans>Postcode</Trans>} hint={<Trans>Four digits, a hyphen and three digits.</Trans>} error={error('postcode')} required>
              {(aria) => <InputText {...aria} {...register('postcode')} autoComplete="postal-code" />}
            </Field>
            <Field id="v-password" label={<Trans>Password</Trans>} hint={<Trans>At least 8 characters.</Trans>} error={error('password')} required>
              {(aria) => <NewPasswordInput name="password" control={control} aria={aria} />}
            </Field>
            <Field id="v-confirm" label={<Trans>Confirm the password</Trans>} hint={<Trans>The same password again.</Trans>} error={error('confirmPassword')} required>
              {(aria) => <NewPasswordInput name="confirmPassword" control={control} aria={aria} />}
            </Field>
            <Field id="v-shifts" label={<Trans>Shifts you can work</Trans>} hint={<Trans>One or two.</Trans>} error={error('shifts')} group required>
              {(aria) => (
                <Controller
                  name="shifts"
                  control={control}
                  render={({ field }) => (
                    <div className="demo-choices">
                      {SHIFTS.map((shift) => (
                        <div key={shift} className="demo-choice">
                          <Checkbox
                            inputId={`${aria.id}-${shift}`}
                            checked={field.value.includes(shift)}
                            onChange={(e) => field.onChange(e.checked ? [...field.value, shift] : field.value.filter((s) => s !== shift))}
                            invalid={Boolean(aria['aria-invalid'])}
                          />
                          <label htmlFor={`${aria.id}-${shift}`}>{shiftNames[shift]}</label>
                        </div>
                      ))}
                    </div>
                  )}
                />
              )}
            </Field>
            <Field id="v-terms" label={<Trans>Terms</Trans>} error={error('terms')} group required>
              {(aria) => (
                <Controller
                  name="terms"
                  control={control}
                  render={({ field }) => (
                    <div className="demo-choice">
                      <Checkbox inputId={aria.id} inputRef={field.ref} checked={field.value} onChange={(e) => field.onChange(Boolean(e.checked))} invalid={Boolean(aria['aria-invalid'])} />
                      <label htmlFor={aria.id}>
                        <Trans>I accept the terms of the recruitment process.</Trans>
                      </label>
                    </div>
                  )}
                />
              )}
            </Field>
          </div>
          <FormEnd
            onReset={() => {
              reset(EMPTY_VALIDATION_DEMO);
              setSent(null);
            }}
            result={sent ? <Trans>Every rule is met. The form would be sent for {sent}.</Trans> : null}
          />
        </form>
      </ShowcaseSection>
    </ShowcasePage>
  );
}
