import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { FilterSelect, SearchBox, type ListChange, type ListParams } from '../../../components/list-kit';
import { LocalDateInput, isIsoDate } from '../../../components/local-date-input';
import { isId, rangeInOrder, type AuditFilter } from './list-state';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_OUTCOMES } from './vocabulary';

type Params = ListParams<AuditFilter>;
type SetParams = (change: ListChange<AuditFilter>) => void;

/** The application number: applied on Enter or on leaving the field, once it is a number or emptied. */
function ApplicationNumber({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const typed = text.trim();
  const valid = typed === '' || isId(typed);
  const apply = () => {
    if (valid && typed !== value) onChange(typed);
  };
  return (
    <form
      className="list-filter audit-filter--number"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={id} className="list-filter__label">
        <Trans>Application number</Trans>
      </label>
      <InputText
        id={id}
        value={text}
        inputMode="numeric"
        maxLength={10}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
      />
      {valid ? null : (
        <small id={`${id}-error`} className="audit-filter__error">
          {t`Type the number of an application.`}
        </small>
      )}
    </form>
  );
}

/** The days the events were recorded on, both ends included: each end applied once it is a date, or emptied. */
function DaysRecorded({ from, to, setParams }: { from: string; to: string; setParams: SetParams }) {
  const fromId = useId();
  const toId = useId();
  const day = (name: 'from' | 'to') => (value: string) => {
    if (value === '' || isIsoDate(value)) setParams({ filters: { [name]: value } });
  };
  return (
    <fieldset className="audit-days">
      <legend className="list-filter__label">
        <Trans>Recorded between</Trans>
      </legend>
      <span className="audit-days__ends">
        <span className="list-filter">
          <label htmlFor={fromId} className="audit-days__end">
            <Trans>From</Trans>
          </label>
          <LocalDateInput id={fromId} value={from} onChange={day('from')} />
        </span>
        <span className="list-filter">
          <label htmlFor={toId} className="audit-days__end">
            <Trans>To</Trans>
          </label>
          <LocalDateInput id={toId} value={to} onChange={day('to')} />
        </span>
      </span>
    </fieldset>
  );
}

/** The action choices: a subject's every action first, then each action the screen names; an unknown one from the URL as it is. */
function useActionOptions(current: string) {
  const { i18n } = useLingui();
  const groups = Object.entries(AUDIT_ACTION_GROUPS).map(([value, label]) => ({ value, label: i18n._(label) }));
  const actions = Object.entries(AUDIT_ACTION_LABELS)
    .map(([value, label]) => ({ value, label: i18n._(label) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const options = [...groups, ...actions];
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}

/** The audit log's filters, all in the URL: application, action, outcome, days, the actor's name. */
export function AuditFilters({ params, setParams }: { params: Params; setParams: SetParams }) {
  const { t, i18n } = useLingui();
  const { filters } = params;
  const actions = useActionOptions(filters.action);
  const outcomes = AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: i18n._(AUDIT_OUTCOME_LABELS[outcome]) }));
  return (
    <>
      <div className="list-toolbar" role="group" aria-label={t`Filter the audit log`}>
        <ApplicationNumber value={filters.application} onChange={(application) => setParams({ filters: { application } })} />
        <FilterSelect label={<Trans>Action</Trans>} allLabel={t`All actions`} value={filters.action} options={actions} onChange={(action) => setParams({ filters: { action } })} />
        <FilterSelect label={<Trans>Outcome</Trans>} allLabel={t`Done or refused`} value={filters.outcome} options={outcomes} onChange={(outcome) => setParams({ filters: { outcome } })} />
        <DaysRecorded from={filters.from} to={filters.to} setParams={setParams} />
        <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={<Trans>Person’s name</Trans>} visibleLabel className="audit-search" />
      </div>
      {rangeInOrder(filters) ? null : (
        <p role="alert" className="admin-error">
          <Trans>The first day is after the last: the days are not applied.</Trans>
        </p>
      )}
    </>
  );
}
