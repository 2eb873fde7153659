import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Icon } from '../../components/icon';
import { Steps } from 'primereact/steps';
import { Button } from 'primereact/button';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { resolverWithChecks, useMessagesInLanguage } from './form-resolver';
import { isWebAddress, POSTCODE, RULE_MESSAGES } from './rules';
import { EMPTY_WIZARD, STEP_FIELDS, WizardSchema, type WizardValues } from './wizard/schema';
import { AccountStep, AddressStep, PersonalStep, SocialStep } from './wizard/steps';

const STEPS = [AccountStep, PersonalStep, AddressStep, SocialStep];

/** /forms/wizard: four steps, each validated before the next; Finish checks all of them. */
export default function WizardPage() {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<WizardValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const form = useForm<WizardValues>({
    defaultValues: EMPTY_WIZARD,
    resolver: resolverWithChecks<WizardValues>(WizardSchema, (values) => ({
      confirmPassword: values.confirmPassword && values.confirmPassword !== values.password ? i18n._(RULE_MESSAGES.passwordsDiffer) : undefined,
      postcode: values.postcode && !POSTCODE.test(values.postcode) ? i18n._(RULE_MESSAGES.postcode) : undefined,
      linkedin: values.linkedin && !isWebAddress(values.linkedin) ? i18n._(RULE_MESSAGES.webAddress) : undefined,
      website: values.website && !isWebAddress(values.website) ? i18n._(RULE_MESSAGES.webAddress) : undefined,
    })),
  });
  useMessagesInLanguage(form);
  const titles = [t`Account`, t`Personal details`, t`Address`, t`Social links`];
  const Step = STEPS[step]!;
  const title = titles[step]!;
  const position = step + 1;
  const total = STEPS.length;

  // Focus follows the step (not on the first render of the page).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step, done]);

  const focusFirstInvalid = () => {
    const invalid = document.querySelector<HTMLElement>('.demo-field--invalid input, .demo-field--invalid [tabindex="0"]');
    invalid?.focus();
  };
  const next = async () => {
    if (!(await form.trigger(STEP_FIELDS[step]))) {
      requestAnimationFrame(focusFirstInvalid);
      return;
    }
    moved.current = true;
    setStep(step + 1);
  };
  const finish = form.handleSubmit(
    (values) => {
      moved.current = true;
      setDone(values);
    },
    () => requestAnimationFrame(focusFirstInvalid),
  );

  if (done) {
    const name = `${done.firstName} ${done.lastName}`;
    return (
      <ShowcasePage title={<Trans>Form wizard</Trans>}>
        <ShowcaseSection title={<Trans>All four steps are complete</Trans>}>
          <div className="demo-result" role="status">
            <h2 ref={heading} tabIndex={-1} className="demo-wizard__done">
              <Trans>Account details checked for {name}</Trans>
            </h2>
            <dl>
              <dt>
                <Trans>Username</Trans>
              </dt>
              <dd>{done.username}</dd>
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>{done.email}</dd>
              <dt>
                <Trans>City</Trans>
              </dt>
              <dd>{done.city}</dd>
            </dl>
          </div>
          <Button
            type="button"
            label={t`Start again`}
            className="demo-wizard__again"
            onClick={() => {
              form.reset(EMPTY_WIZARD);
              setDone(null);
              setStep(0);
            }}
          />
        </ShowcaseSection>
      </ShowcasePage>
    );
  }

  return (
    <ShowcasePage title={<Trans>Form wizard</Trans>} intro={<Trans>Four steps; each is checked before the next one opens, and Finish checks them all.</Trans>}>
      <ShowcaseSection title={<Trans>Create an account</Trans>}>
        <Steps model={titles.map((label) => ({ label }))} activeIndex={step} readOnly aria-label={t`Steps`} className="demo-wizard__steps" />
        <form
          className="demo-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (step < total - 1 ? next() : finish());
          }}
        >
          <h3 ref={heading} tabIndex={-1} className="demo-wizard__title">
            <Trans>
              Step {position} of {total}: {title}
            </Trans>
          </h3>
          <Step form={form} />
          <div className="demo-form__actions">
            {step > 0 ? (
              <Button
                type="button"
                label={t`Previous`}
                outlined
                icon={<Icon icon={ArrowLeft} size={16} />}
                onClick={() => {
                  moved.current = true;
                  setStep(step - 1);
                }}
              />
            ) : null}
            {step < total - 1 ? (
              <Button type="submit" label={t`Next`} icon={<Icon icon={ArrowRight} size={16} />} iconPos="right" />
            ) : (
              <Button type="submit" label={t`Finish`} icon={<Icon icon={Check} size={16} />} iconPos="right" />
            )}
          </div>
        </form>
      </ShowcaseSection>
    </ShowcasePage>
  );
}
