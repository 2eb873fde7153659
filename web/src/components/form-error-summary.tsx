import type { MouseEvent, ReactNode } from 'react';
import type { FormState } from './form-state';
import { useFormMessage } from './form-field';

interface FormErrorSummaryProps {
  form: Pick<FormState<string>, 'errorList' | 'formError' | 'summaryRef'>;
  /** Heading of the summary, e.g. "There is a problem". */
  title: ReactNode;
  id: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/**
 * The list of problems at the top of a form, each linked to its field (WCAG 2.2 AA). The form
 * state moves focus here after a failed submit so that screen readers read it first.
 */
export function FormErrorSummary({ form, title, id }: FormErrorSummaryProps) {
  const text = useFormMessage();
  const { errorList, formError, summaryRef } = form;
  if (errorList.length === 0 && !formError) return null;
  return (
    <div ref={summaryRef} className="form-summary" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <div role="alert">
        <h2 id={`${id}-title`} className="form-summary__title">
          {title}
        </h2>
        <ul className="form-summary__list">
          {formError ? <li>{text(formError)}</li> : null}
          {errorList.map((error) => (
            <li key={error.id}>
              <a href={`#${error.id}`} onClick={(event) => focusField(event, error.id)}>
                {text(error.message)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
