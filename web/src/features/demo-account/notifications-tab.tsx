import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputSwitch } from 'primereact/inputswitch';
import { DemoNotificationsInputSchema, NOTIFICATION_SWITCHES, type DemoNotificationsInput, type NotificationSwitch } from '../../../../common/demo-account';
import { $api } from '../../lib/query';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { useSettingsSave } from './use-settings-save';
import { SaveBar } from './save-bar';
import type { AccountSettings } from './api';

/** Each switch's words: what it sends, and to which group it belongs. */
const SWITCHES: Record<NotificationSwitch, { group: 'activity' | 'application'; label: ReactNode }> = {
  commentOnArticle: { group: 'activity', label: <Trans>E-mail me when someone comments on my article</Trans> },
  answerOnForm: { group: 'activity', label: <Trans>E-mail me when someone answers on my form</Trans> },
  followMe: { group: 'activity', label: <Trans>E-mail me when someone follows me</Trans> },
  newAnnouncements: { group: 'application', label: <Trans>News and announcements</Trans> },
  productUpdates: { group: 'application', label: <Trans>Weekly product updates</Trans> },
  blogDigest: { group: 'application', label: <Trans>Weekly blog digest</Trans> },
};

/** Notifications: six switches in two groups, saved together. */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui();
  const form = useForm<DemoNotificationsInput>({ resolver: typeboxResolver(DemoNotificationsInputSchema), defaultValues: { ...settings.notification } });
  const { control, handleSubmit, reset, formState } = form;
  const { problem, saving } = useSettingsSave(form, NOTIFICATION_SWITCHES, (saved) => ({ ...saved.notification }));
  const save = $api.useMutation('post', '/api/account-setting/notification');

  const submit = handleSubmit((body) => {
    save.mutate({ body }, saving());
  });

  const group = (name: 'activity' | 'application', legend: ReactNode) => (
    <fieldset className="settings-switches">
      <legend>{legend}</legend>
      {NOTIFICATION_SWITCHES.filter((key) => SWITCHES[key].group === name).map((key) => (
        <div key={key} className="settings-switch">
          <Controller
            name={key}
            control={control}
            render={({ field }) => <InputSwitch inputId={`notify-${key}`} checked={field.value} onChange={(e) => field.onChange(Boolean(e.value))} onBlur={field.onBlur} inputRef={field.ref} />}
          />
          <label htmlFor={`notify-${key}`}>{SWITCHES[key].label}</label>
        </div>
      ))}
    </fieldset>
  );

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-label={t`Notifications`}>
      {group('activity', <Trans>Activity</Trans>)}
      {group('application', <Trans>Application</Trans>)}
      <SaveBar saving={save.isPending} saved={save.isSuccess} dirty={formState.isDirty} onReset={() => reset({ ...settings.notification })} problem={problem} />
    </form>
  );
}
