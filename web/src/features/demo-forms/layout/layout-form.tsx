import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { Type, type TSchema } from '@sinclair/typebox';
import { InputText } from 'primereact/inputtext';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { ShowcaseSection } from '../../../components/showcase';
import { errorAt, Field, FormEnd } from '../form-kit';
import { resolverWithChecks, useMessagesInLanguage } from '../form-resolver';

export interface LayoutField {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  /** The Lucide icon shown inside the input. */
  icon?: LucideIcon;
  optional?: boolean;
}

/** Each field: required (unless optional), at most 120 characters, e-mail fields in e-mail format. */
function schemaOf(fields: LayoutField[]): TSchema {
  return Type.Object(
    Object.fromEntries(
      fields.map((field) => [field.name, Type.String({ minLength: field.optional ? 0 : 1, maxLength: 120, ...(field.type === 'email' ? { format: 'email' } : {}) })]),
    ),
  );
}

interface LayoutFormProps {
  id: string;
  title: ReactNode;
  /** vertical: labels above; horizontal: labels beside the inputs on wide screens; columns: two columns. */
  layout: 'vertical' | 'horizontal' | 'columns';
  fields: LayoutField[];
}

/** One form laid out one way: checked on submit (same rules in every layout), reset to empty. */
export function LayoutForm({ id, title, layout, fields }: LayoutFormProps) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const [checked, setChecked] = useState(false);
  const form = useForm<Record<string, string>>({ defaultValues: empty, resolver: resolverWithChecks(schemaOf(fields)) });
  useMessagesInLanguage(form);
  const { register, handleSubmit, formState, reset } = form;
  return (
    <ShowcaseSection title={title} wide={layout !== 'vertical'}>
      <form className={`demo-form demo-layout demo-layout--${layout}`} noValidate onSubmit={handleSubmit(() => setChecked(true), () => setChecked(false))}>
        {fields.map((field) => (
          <Field key={field.name} id={`${id}-${field.name}`} label={field.label} error={errorAt(formState.errors, field.name)} required={!field.optional}>
            {(aria) => {
              const input = <InputText {...aria} {...register(field.name)} type={field.type ?? 'text'} autoComplete={field.autoComplete} />;
              return field.icon ? (
                <IconField iconPosition="left">
                  <InputIcon>
                    <Icon icon={field.icon} size={16} />
                  </InputIcon>
                  {input}
                </IconField>
              ) : (
                input
              );
            }}
          </Field>
        ))}
        <FormEnd
          onReset={() => {
            reset(empty);
            setChecked(false);
          }}
          result={checked ? <Trans>Every field is filled in correctly.</Trans> : null}
        />
      </form>
    </ShowcaseSection>
  );
}
