import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
// The editor alone, not the folder's index: SafeHtml and its DOMPurify would come with it into the
// first load of every page with a side panel (the editor loads DOMPurify only when it opens).
import { RichTextEditor } from '../rich-text/rich-text-editor';

interface PanelRichTextProps<T extends FieldValues> {
  id: string;
  label: ReactNode;
  control: Control<T>;
  /** The form field holding the sanitised HTML. */
  name: Path<T>;
  /** The error of the field in the active language (react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
}

/** A rich-text field of a panel form: the editor labelled by its caption, its error tied to it by id. */
export function PanelRichText<T extends FieldValues>({ id, label, control, name, error }: PanelRichTextProps<T>) {
  const labelId = useId();
  return (
    <div className="panel-field">
      <span id={labelId} className="panel-field__label">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            value={field.value}
            onChange={field.onChange}
            labelledBy={labelId}
            invalid={Boolean(error)}
            {...(error ? { describedBy: `${id}-error` } : {})}
          />
        )}
      />
      {error && (
        <p id={`${id}-error`} className="panel-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
