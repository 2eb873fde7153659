import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client';
import { FormErrorSummary } from '../../components/form-error-summary';
import { LabelledField } from '../../components/labelled-field';
import type { FieldErrors } from '../../components/form-state';
import { useCheckedForm } from '../../components/use-checked-form';
import { CONTACT_PREFERENCES, FEEDBACK_KINDS, FEEDBACK_LIMITS, type ContactPreference, type FeedbackKind } from '../../../../common/accessibility-feedback';
import { EMAIL_PATTERN } from '../../../../common/account-limits';
import type { Locale } from '../../../../common/locales';
import './accessibility.css';

const FIELDS = ['kind', 'message', 'format', 'page', 'name', 'email', 'phone', 'contactPreference'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { kind: 'problem', message: '', format: '', page: '', name: '', email: '', phone: '', contactPreference: 'email' };

const KIND_LABELS: Record<FeedbackKind, MessageDescriptor> = {
  problem: msg`Report an accessibility problem`,
  adjustment: msg`Ask for an adjustment to apply (for example more time, or help filling in the form)`,
  format: msg`Ask for the application in another format`,
};
const CONTACT_LABELS: Record<ContactPreference, MessageDescriptor> = { email: msg`By e-mail`, phone: msg`By phone` };

/** The form's own checks (the server's schema says the same): what must be there and what must look right. */
export function validateFeedback(values: Values): FieldErrors<Field> {
  return {
    message: !values.message.trim() ? msg`Tell us what you need or what the problem is.` : values.message.length > FEEDBACK_LIMITS.message ? msg`Your message is too long.` : null,
    name: values.name.trim() ? null : msg`Enter your name.`,
    email: !values.email.trim() ? msg`Enter your e-mail address.` : EMAIL_PATTERN.test(values.email.trim()) ? null : msg`Enter an e-mail address like name@example.org.`,
    phone:
      values.contactPreference === 'phone' && !values.phone.trim()
        ? msg`Enter a phone number to be answered by phone.`
        : /^[0-9+() .-]{0,40}$/.test(values.phone.trim())
          ? null
          : msg`Enter a phone number with digits, spaces and + ( ) - only.`,
  };
}

interface Receipt {
  reference: string;
  replyWorkingDays: number;
}

function Sent({ receipt, onAnother }: { receipt: Receipt; onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { reference, replyWorkingDays: days } = receipt;
  return (
    <div ref={ref} className="a11y-sent" tabIndex={-1} role="status" aria-labelledby="feedback-sent-title">
      <h3 id="feedback-sent-title">
        <Trans>Thank you: your message was sent</Trans>
      </h3>
      <p>
        <Trans>
          Your reference is <strong>{reference}</strong>. We will reply within {days} working days. We have also sent you an e-mail with this reference.
        </Trans>
      </p>
      <button type="button" className="a11y-button" onClick={onAnother}>
        <Trans>Send another message</Trans>
      </button>
    </div>
  );
}

/** The statement's form: report a problem, ask for an adjustment or another format; acknowledged with a reference. */
export function FeedbackForm({ contactEmail }: { contactEmail: string }) {
  const { t, i18n } = useLingui();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const form = useCheckedForm({ id: 'feedback', fields: FIELDS, defaultValues: EMPTY, validate: validateFeedback, unexpectedError: msg`We could not send your message. Check your connection and try again.` });
  const { register, watch } = form.form;

  const submit = form.onSubmit(async (values) => {
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const { data, response } = await api.POST('/api/careers/accessibility/feedback', {
      body: {
        kind: values.kind as FeedbackKind,
        message: values.message,
        format: optional(values.format),
        page: optional(values.page),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: optional(values.phone),
        contactPreference: values.contactPreference as ContactPreference,
        locale: i18n.locale as Locale,
      },
    });
    if (data) {
      form.form.reset(EMPTY);
      setReceipt(data);
      return;
    }
    if (response.status === 429) return form.fail({}, t`You have sent several messages in the last hour. Please try again later, or e-mail ${contactEmail}.`);
    form.fail({}, t`We could not send your message. Check what you typed and try again, or e-mail ${contactEmail}.`);
  });

  if (receipt) return <Sent receipt={receipt} onAnother={() => setReceipt(null)} />;
  const kind = watch('kind');
  return (
    <>
      <FormErrorSummary form={form} id="feedback-summary" title={<Trans>There is a problem</Trans>} />
      <form className="a11y-form" noValidate onSubmit={submit}>
        <fieldset className="a11y-choices">
          <legend>
            <Trans>What would you like to do?</Trans>
          </legend>
          {FEEDBACK_KINDS.map((value) => (
            <label key={value} className="a11y-choice">
              <input type="radio" value={value} {...register('kind')} />
              {i18n._(KIND_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <LabelledField id={form.idOf('message')} label={<Trans>Your message</Trans>} hint={<Trans>What you need, or what went wrong and on which page.</Trans>} error={form.messageOf('message')} required>
          {(input) => <textarea {...input} rows={5} className="a11y-input" {...register('message')} />}
        </LabelledField>
        {kind === 'format' ? (
          <LabelledField id={form.idOf('format')} label={<Trans>The format you need (optional)</Trans>} hint={<Trans>For example large print, paper, audio, Braille or easy read.</Trans>}>
            {(input) => <input {...input} className="a11y-input" maxLength={FEEDBACK_LIMITS.format} {...register('format')} />}
          </LabelledField>
        ) : null}
        <LabelledField id={form.idOf('page')} label={<Trans>The page or job it is about (optional)</Trans>}>
          {(input) => <input {...input} className="a11y-input" maxLength={FEEDBACK_LIMITS.page} {...register('page')} />}
        </LabelledField>
        <LabelledField id={form.idOf('name')} label={<Trans>Your name</Trans>} error={form.messageOf('name')} required>
          {(input) => <input {...input} className="a11y-input" autoComplete="name" maxLength={FEEDBACK_LIMITS.name} {...register('name')} />}
        </LabelledField>
        <LabelledField id={form.idOf('email')} label={<Trans>Your e-mail address</Trans>} hint={<Trans>We send the acknowledgement here.</Trans>} error={form.messageOf('email')} required>
          {(input) => <input {...input} type="email" className="a11y-input" autoComplete="email" maxLength={FEEDBACK_LIMITS.email} {...register('email')} />}
        </LabelledField>
        <fieldset className="a11y-choices">
          <legend>
            <Trans>How would you like us to answer?</Trans>
          </legend>
          {CONTACT_PREFERENCES.map((value) => (
            <label key={value} className="a11y-choice">
              <input type="radio" value={value} {...register('contactPreference')} />
              {i18n._(CONTACT_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <LabelledField id={form.idOf('phone')} label={<Trans>Your phone number (if you want a call)</Trans>} error={form.messageOf('phone')}>
          {(input) => <input {...input} type="tel" className="a11y-input" autoComplete="tel" maxLength={FEEDBACK_LIMITS.phone} {...register('phone')} />}
        </LabelledField>
        <button type="submit" className="a11y-button a11y-button--primary" disabled={form.submitting}>
          {form.submitting ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </button>
      </form>
    </>
  );
}
