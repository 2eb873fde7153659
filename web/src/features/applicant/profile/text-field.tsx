import type { ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField } from '../../../components/form-field';
import { LocalDateInput, useDateFormatHint } from '../../../components/local-date-input';
import type { FieldBinding, FormMessage } from '../../../components/form-state';
import { cleanLine, cleanText } from './model';

interface BaseProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FormMessage;
}

interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Several lines (a textarea) of `rows` rows. */
  rows?: number;
  /** More ids for aria-describedby (a character counter). */
  describedBy?: string;
}

const binding = (id: string, value: string, error: FormMessage | undefined): FieldBinding => ({
  id,
  name: id,
  value,
  error,
  errorId: `${id}-error`,
  hintId: `${id}-hint`,
  onChange: () => undefined,
});

/** A labelled text field of the applicant details; the text is cleaned as the server wants it. */
export function TextField({ id, label, hint, error, value, onChange, maxLength, type = 'text', autoComplete, rows, describedBy }: TextFieldProps) {
  return (
    <FormField field={binding(id, value, error)} label={label} hint={hint}>
      {(input, invalid) => {
        const described = [input['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;
        return rows ? (
          <InputTextarea
            {...input}
            aria-describedby={described}
            rows={rows}
            maxLength={maxLength}
            invalid={invalid}
            onChange={(event) => onChange(cleanText(event.target.value))}
          />
        ) : (
          <InputText
            {...input}
            aria-describedby={described}
            type={type}
            maxLength={maxLength}
            autoComplete={autoComplete ?? 'off'}
            invalid={invalid}
            onChange={(event) => onChange(cleanLine(event.target.value))}
          />
        );
      }}
    </FormField>
  );
}

interface DateFieldProps extends BaseProps {
  value: string | null;
  onChange: (value: string | null) => void;
  autoComplete?: string;
}

/** A date typed in the active language's format (hint and placeholder say which), empty = null. */
export function DateField({ id, label, hint, error, value, onChange, autoComplete }: DateFieldProps) {
  const format = useDateFormatHint();
  return (
    <FormField field={binding(id, value ?? '', error)} label={label} hint={hint ? <>{hint} {format}</> : format}>
      {({ value: _value, onChange: _onChange, ...input }, invalid) => (
        <LocalDateInput
          {...input}
          value={value ?? ''}
          autoComplete={autoComplete ?? 'off'}
          invalid={invalid}
          className="applicant-date"
          onChange={(next) => onChange(next || null)}
        />
      )}
    </FormField>
  );
}
