import { useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Calendar } from 'primereact/calendar';
import { Rating } from 'primereact/rating';
import { Chips } from 'primereact/chips';
import { ShowcaseSection } from '../../../components/showcase';
import { RichTextEditor, SafeHtml } from '../../../components/rich-text';
import { Field } from '../form-kit';
import { calendarNames, chipsNamed } from '../../../components/prime-fixes';

/** Date, date range, date and time, time alone and month pickers (names, first day and format from the language). */
export function DateInputs() {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState<Date | null>(null);
  const [range, setRange] = useState<(Date | null)[] | null>(null);
  const [moment, setMoment] = useState<Date | null>(null);
  const [time, setTime] = useState<Date | null>(null);
  const [month, setMonth] = useState<Date | null>(null);
  const hour = i18n.locale === 'en' ? '12' : '24';
  const calendarPt = calendarNames(i18n.locale) as object;
  return (
    <ShowcaseSection title={<Trans>Dates and times</Trans>}>
      <div className="demo-form">
        <Field id="fe-day" label={<Trans>Date</Trans>}>
          {(aria) => <Calendar pt={calendarPt} inputId={aria.id} value={day} onChange={(e) => setDay(e.value ?? null)} showIcon showButtonBar placeholder={t`yyyy-mm-dd`} />}
        </Field>
        <Field id="fe-range" label={<Trans>Holiday (from – to)</Trans>}>
          {(aria) => <Calendar pt={calendarPt} inputId={aria.id} value={range} onChange={(e) => setRange(e.value ?? null)} selectionMode="range" readOnlyInput={false} showIcon numberOfMonths={1} />}
        </Field>
        <Field id="fe-moment" label={<Trans>Date and time</Trans>}>
          {(aria) => <Calendar pt={calendarPt} inputId={aria.id} value={moment} onChange={(e) => setMoment(e.value ?? null)} showTime hourFormat={hour} showIcon />}
        </Field>
        <Field id="fe-time" label={<Trans>Time</Trans>}>
          {(aria) => <Calendar pt={calendarPt} inputId={aria.id} value={time} onChange={(e) => setTime(e.value ?? null)} timeOnly hourFormat={hour} />}
        </Field>
        <Field id="fe-month" label={<Trans>Month</Trans>}>
          {(aria) => <Calendar pt={calendarPt} inputId={aria.id} value={month} onChange={(e) => setMonth(e.value ?? null)} view="month" dateFormat="mm/yy" />}
        </Field>
      </div>
    </ShowcaseSection>
  );
}

const fileSize = (bytes: number, locale: string) =>
  bytes < 1_000_000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(bytes / 1_000)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

/** Rating, chips, rich text and files. */
export function OtherInputs() {
  const { i18n } = useLingui();
  const [rating, setRating] = useState<number>(3);
  const [skills, setSkills] = useState<string[]>(['Triage']);
  const [html, setHtml] = useState('<p>Hello <strong>world</strong></p>');
  const [files, setFiles] = useState<File[]>([]);
  const stars = rating;
  return (
    <ShowcaseSection title={<Trans>Rating, chips, rich text and files</Trans>}>
      <div className="demo-form">
        <Field id="fe-rating" label={<Trans>How was the interview?</Trans>} group>
          {() => (
            <>
              <Rating value={rating} onChange={(e) => setRating(e.value ?? 0)} cancel={false} />
              <p className="demo-field__hint">
                <Trans>{stars} of 5 stars</Trans>
              </p>
            </>
          )}
        </Field>
        <Field id="fe-skills" label={<Trans>Skills</Trans>} hint={<Trans>Type a skill and press Enter; Backspace removes the last one.</Trans>}>
          {(aria) => (
            <Chips
              inputId={aria.id}
              value={skills}
              onChange={(e) => setSkills((e.value ?? []).map((s) => s.slice(0, 40)).slice(0, 12))}
              aria-describedby={aria['aria-describedby']}
              pt={chipsNamed(`${aria.id}-label`)}
            />
          )}
        </Field>
        <div className="demo-field">
          <span id="fe-editor-label" className="demo-field__label">
            <Trans>Cover letter</Trans>
          </span>
          <RichTextEditor id="fe-editor" value={html} onChange={setHtml} labelledBy="fe-editor-label" />
          <details>
            <summary>
              <Trans>Preview</Trans>
            </summary>
            <SafeHtml html={html} />
          </details>
        </div>
        <Field id="fe-files" label={<Trans>Documents</Trans>} hint={<Trans>PDF or images; they stay in your browser.</Trans>}>
          {(aria) => (
            <>
              <input {...aria} type="file" multiple accept=".pdf,image/*" className="demo-file" onChange={(e: ChangeEvent<HTMLInputElement>) => setFiles([...(e.target.files ?? [])])} />
              {files.length > 0 ? (
                <ul className="demo-files">
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}`}>
                      {file.name} ({fileSize(file.size, i18n.locale)})
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </Field>
      </div>
    </ShowcaseSection>
  );
}
