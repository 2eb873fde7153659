import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { PanelField, PanelRichText, PanelSaveGroup, SidePanel, usePanelProblem } from '../../components/side-panel';
import { apiProblem, problemText } from '../../lib/api-errors';
import { CALENDAR_LABELS, CALENDARS } from './calendar-vocabulary';
import { blankForm, eventOf, eventResolver, formOf, switchAllDay, type EventForm } from './event-form-model';
import { GuestPicker } from './guest-picker';
import { useGuestNames, type CalendarEvent, type NewCalendarEvent } from './use-events';

/** The refusals this panel words itself. */
const OWN_PROBLEMS = { event_ends_before_start: msg`The end cannot be before the start.` };

export type EventPanelState = { mode: 'new'; start: Date; allDay: boolean } | { mode: 'edit'; event: CalendarEvent };

interface EventPanelProps {
  state: EventPanelState | null;
  onClose: () => void;
  /** Adds or saves; a refusal is shown in the panel. */
  onSubmit: (event: NewCalendarEvent, existing: CalendarEvent | null) => Promise<unknown>;
  onDelete: (event: CalendarEvent) => Promise<unknown>;
}

/**
 * The event panel (date click, event click, Add event): title, calendar, all day, start, end, link,
 * guests from the demo users, place, rich-text description; delete after a confirmation. It is also
 * the keyboard path for what dragging and resizing do in the calendar.
 */
export function EventPanel({ state, onClose, onSubmit, onDelete }: EventPanelProps) {
  const { t } = useLingui();
  const existing = state?.mode === 'edit' ? state.event : null;
  const initial = !state ? null : state.mode === 'edit' ? formOf(state.event) : blankForm(state.start, state.allDay);
  const key = !state ? '' : state.mode === 'edit' ? `edit-${state.event.id}` : `new-${state.start.getTime()}`;
  return (
    <SidePanel visible={state !== null} onHide={onClose} header={existing ? t`Edit event` : t`Add event`}>
      {initial && (
        <EventFormBody
          key={key}
          initial={initial}
          existing={existing}
          onClose={onClose}
          onSubmit={onSubmit}
          onDelete={onDelete}
        />
      )}
    </SidePanel>
  );
}

interface BodyProps extends Omit<EventPanelProps, 'state'> {
  initial: EventForm;
  existing: CalendarEvent | null;
}

function EventFormBody({ initial, existing, onClose, onSubmit, onDelete }: BodyProps) {
  const { t, i18n } = useLingui();
  const people = useGuestNames();
  const problem = usePanelProblem();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const { register, control, handleSubmit, formState, getValues, setValue, watch } = useForm<EventForm>({ resolver: eventResolver, defaultValues: initial });
  const errors = formState.errors;
  const allDay = watch('allDay');

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const fail = (error: unknown) => {
    problem.show(problemText(apiProblem(error), OWN_PROBLEMS));
  };

  const submit = handleSubmit(async (values) => {
    problem.clear();
    try {
      await onSubmit(eventOf(values), existing);
    } catch (error) {
      fail(error);
    }
  });

  const dateType = allDay ? 'date' : 'datetime-local';
  const confirmText = (title: string) => t`Delete “${title}”? This cannot be undone.`;
  return (
    <form id="event-form" className="panel-form" noValidate onSubmit={submit}>
      {problem.alert}
      <PanelField id="event-title" label={t`Title`} error={errors.title?.message}>
        {(input) => <input {...input} data-pc-autofocus="true" className="p-inputtext" autoComplete="off" aria-required="true" {...register('title', { setValueAs: (v: string) => v.trim() })} />}
      </PanelField>
      <PanelField id="event-calendar" label={t`Calendar`}>
        {(input) => (
          <select {...input} className="p-inputtext" {...register('calendar')}>
            {CALENDARS.map((calendar) => (
              <option key={calendar} value={calendar}>
                {i18n._(CALENDAR_LABELS[calendar])}
              </option>
            ))}
          </select>
        )}
      </PanelField>
      <label className="panel-choice">
        <input
          type="checkbox"
          {...register('allDay', {
            onChange: (e: { target: { checked: boolean } }) => {
              const range = switchAllDay(getValues(), e.target.checked);
              setValue('start', range.start);
              setValue('end', range.end);
            },
          })}
        />
        {t`All day`}
      </label>
      <div className="event-dates">
        <PanelField id="event-start" label={allDay ? t`First day` : t`Starts`} error={errors.start?.message}>
          {(input) => <input {...input} key={dateType} type={dateType} className="p-inputtext" {...register('start')} />}
        </PanelField>
        <PanelField id="event-end" label={allDay ? t`Last day` : t`Ends`} error={errors.end?.message}>
          {(input) => <input {...input} key={dateType} type={dateType} className="p-inputtext" {...register('end')} />}
        </PanelField>
      </div>
      <PanelField id="event-url" label={t`Link`} hint={t`A web address starting with http:// or https://`} error={errors.url?.message}>
        {(input) => <input {...input} type="url" className="p-inputtext" autoComplete="url" {...register('url')} />}
      </PanelField>
      <PanelField id="event-guests" label={t`Guests`}>
        {(input) => <Controller control={control} name="guests" render={({ field }) => <GuestPicker id={input.id} value={field.value} onChange={field.onChange} people={people} />} />}
      </PanelField>
      <PanelField id="event-location" label={t`Location`} error={errors.location?.message}>
        {(input) => <input {...input} className="p-inputtext" {...register('location')} />}
      </PanelField>
      <PanelRichText id="event-description" label={t`Description`} control={control} name="description" error={errors.description?.message} />
      {confirming && existing ? (
        <div className="event-confirm" role="group" aria-labelledby="event-confirm-text">
          <p id="event-confirm-text">{confirmText(existing.title)}</p>
          <div className="panel-actions__group">
            <button
              ref={confirmButton}
              type="button"
              className="p-button p-button-danger"
              onClick={() => onDelete(existing).catch((error: unknown) => {
                setConfirming(false);
                fail(error);
              })}
            >
              {t`Yes, delete`}
            </button>
            <button type="button" className="p-button p-button-outlined p-button-secondary" onClick={() => setConfirming(false)}>
              {t`Keep it`}
            </button>
          </div>
        </div>
      ) : (
        <div className="panel-actions">
          <PanelSaveGroup adding={!existing} submitting={formState.isSubmitting} onCancel={onClose} />
          {existing && (
            <button type="button" className="p-button p-button-danger p-button-outlined" onClick={() => setConfirming(true)}>
              {t`Delete`}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
