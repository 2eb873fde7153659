import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { formatIsoDate, parseLocalDate, patternText } from '../lib/local-date';

/** The date's pattern in the words of the active language: "MM/DD/YYYY", "JJ/MM/AAAA", "TT.MM.JJJJ". */
export function useDatePattern(): string {
  const { t, i18n } = useLingui();
  return patternText(i18n.locale, {
    day: t({ message: 'DD', comment: 'Letters standing for the day in a date pattern such as DD/MM/YYYY' }),
    month: t({ message: 'MM', comment: 'Letters standing for the month in a date pattern such as DD/MM/YYYY' }),
    year: t({ message: 'YYYY', comment: 'Letters standing for the year in a date pattern such as DD/MM/YYYY' }),
  });
}

/** "Format: DD/MM/YYYY.", for a date field's hint. */
export function useDateFormatHint(): string {
  const { t } = useLingui();
  const pattern = useDatePattern();
  return t`Format: ${pattern}.`;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) => ISO.test(value);

type PassedProps = Omit<InputTextProps, 'value' | 'onChange' | 'type' | 'placeholder' | 'inputMode'>;

interface LocalDateInputProps extends PassedProps {
  /** `YYYY-MM-DD`, '' for no date, or text typed that is not a date (shown as it is). */
  value: string;
  /**
   * `YYYY-MM-DD` as soon as what is typed is a real date; on leaving the field '' when it was
   * emptied, or the text itself when it is not a date (the form says what is wrong). Emptying the
   * field to type another date sends nothing in between.
   */
  onChange: (value: string) => void;
}

/**
 * A date typed in the order and with the separator of the active language (en 11/22/2033,
 * fr 22/11/2033, de 22.11.2033, pt 22/11/2033), the pattern as placeholder; `YYYY-MM-DD` in and
 * out. The browser's own date input follows the browser's language, not the page's.
 */
export function LocalDateInput({ value, onChange, onBlur, onKeyDown, invalid, ...input }: LocalDateInputProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const pattern = useDatePattern();
  const [draft, setDraft] = useState(() => (isIsoDate(value) ? formatIsoDate(value, locale) : value));
  const emitted = useRef(value);
  /** Left holding text that is not a date: marked invalid even where the form ignores the text. */
  const [unreadable, setUnreadable] = useState(false);
  const shownLocale = useRef(locale);

  // A value from outside (loaded, reset, another language) replaces what is shown.
  useEffect(() => {
    if (value !== emitted.current || locale !== shownLocale.current) {
      emitted.current = value;
      shownLocale.current = locale;
      setDraft(isIsoDate(value) ? formatIsoDate(value, locale) : value);
      setUnreadable(value !== '' && !isIsoDate(value));
    }
  }, [value, locale]);

  const emit = (next: string) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };

  /** What the field holds when it is left (or Enter pressed): the date, written out again, or the text as it is. */
  const commit = () => {
    const text = draft.trim();
    const iso = text ? parseLocalDate(text, locale) : '';
    if (iso !== null) {
      setDraft(iso ? formatIsoDate(iso, locale) : '');
      emit(iso);
    } else {
      setUnreadable(true);
      emit(text);
    }
  };

  return (
    <InputText
      {...input}
      {...(unreadable ? { 'aria-invalid': true } : {})}
      invalid={invalid || unreadable}
      type="text"
      inputMode="numeric"
      placeholder={pattern}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        setUnreadable(false);
        const iso = parseLocalDate(text, locale);
        if (iso) emit(iso);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
