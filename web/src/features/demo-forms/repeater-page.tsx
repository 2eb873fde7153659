import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Icon } from '../../components/icon';
import { Type } from '@sinclair/typebox';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { ariaOf, errorAt, Field } from './form-kit';
import { newItem, priceInCents, totalInCents, type Item } from './repeater/price';
import { resolverWithChecks, useMessagesInLanguage } from './form-resolver';

const MAX_ITEMS = 20;

const RepeaterSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 80 }),
      cost: Type.Number({ minimum: 0, maximum: 100_000 }),
      quantity: Type.Integer({ minimum: 1, maximum: 999 }),
    }),
    { minItems: 1, maxItems: MAX_ITEMS },
  ),
});


/** /forms/repeater: rows added and removed at will, each validated, with the total kept up to date. */
export default function RepeaterPage() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ items: Item[] }>({ defaultValues: { items: [{ name: t`Stethoscope`, cost: 89.9, quantity: 2 }] }, resolver: resolverWithChecks(RepeaterSchema) });
  useMessagesInLanguage(form);
  const { control, register, handleSubmit, formState, setFocus } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const money = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' });
  const totalCents = totalInCents(items);
  const total = money.format(totalCents / 100);

  return (
    <ShowcasePage title={<Trans>Form repeater</Trans>} intro={<Trans>Add and remove rows; each row is checked, and the total follows every change.</Trans>}>
      <ShowcaseSection title={<Trans>Order of supplies</Trans>}>
        <form className="demo-form" noValidate onSubmit={handleSubmit(() => setSent(total))}>
          <ol className="demo-repeater">
            {fields.map((row, index) => {
              const number = index + 1;
              const path = `items.${index}` as const;
              return (
                <li key={row.id} className="demo-repeater__row">
                  <fieldset className="demo-repeater__fieldset">
                    <legend className="demo-repeater__legend">
                      <Trans>Item {number}</Trans>
                    </legend>
                    <div className="demo-repeater__fields">
                      <Field id={`r-${row.id}-name`} label={<Trans>Item</Trans>} error={errorAt(formState.errors, `${path}.name`)} required>
                        {(aria) => <InputText {...aria} {...register(`${path}.name`)} />}
                      </Field>
                      <Field id={`r-${row.id}-cost`} label={<Trans>Cost</Trans>} error={errorAt(formState.errors, `${path}.cost`)} required>
                        {(aria) => (
                          <Controller
                            name={`${path}.cost`}
                            control={control}
                            render={({ field }) => (
                              <InputNumber inputId={aria.id} inputRef={field.ref} value={field.value} onValueChange={(e) => field.onChange(e.value ?? null)} mode="currency" currency="EUR" locale={i18n.locale} {...ariaOf(aria)} />
                            )}
                          />
                        )}
                      </Field>
                      <Field id={`r-${row.id}-quantity`} label={<Trans>Quantity</Trans>} error={errorAt(formState.errors, `${path}.quantity`)} required>
                        {(aria) => (
                          <Controller
                            name={`${path}.quantity`}
                            control={control}
                            render={({ field }) => (
                              <InputNumber inputId={aria.id} inputRef={field.ref} value={field.value} onValueChange={(e) => field.onChange(e.value ?? null)} useGrouping={false} {...ariaOf(aria)} />
                            )}
                          />
                        )}
                      </Field>
                      <p className="demo-repeater__price">
                        <span className="demo-field__label">
                          <Trans>Price</Trans>
                        </span>
                        <span>{money.format(priceInCents(items[index] ?? newItem()) / 100)}</span>
                      </p>
                    </div>
                    <Button
                      type="button"
                      label={t`Remove`}
                      icon={<Icon icon={Trash2} size={16} />}
                      severity="danger"
                      outlined
                      size="small"
                      aria-label={t`Remove item ${number}`}
                      disabled={fields.length === 1}
                      onClick={() => {
                        remove(index);
                        requestAnimationFrame(() => (index > 0 ? setFocus(`items.${index - 1}.name`) : document.getElementById('r-add')?.focus()));
                      }}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <p className="demo-field__error">{errorAt(formState.errors, 'items')}</p>
          <div className="demo-form__actions">
            <Button
              id="r-add"
              type="button"
              label={t`Add an item`}
              icon={<Icon icon={Plus} size={16} />}
              outlined
              disabled={fields.length >= MAX_ITEMS}
              onClick={() => {
                append(newItem(), { shouldFocus: true });
                setSent(null);
              }}
            />
            <Button type="submit" label={t`Check the order`} />
          </div>
          <p className="demo-repeater__total" aria-live="polite">
            <Trans>Total: {total}</Trans>
          </p>
          <p role="status" className={sent ? 'demo-result' : undefined}>
            {sent ? <Trans>The order is complete: {sent}.</Trans> : null}
          </p>
        </form>
      </ShowcaseSection>
    </ShowcasePage>
  );
}
