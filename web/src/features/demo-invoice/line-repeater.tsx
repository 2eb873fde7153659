import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Plus, Trash2 } from 'lucide-react';
import { Icon } from '../../components/icon';
import { LabelledField } from '../../components/labelled-field';
import { formatMoney, lineAmounts, MAX_LINES } from '../../../../common/money';
import { EMPTY_LINE, moneyOf, type InvoiceForm } from './invoice-form-model';

interface LineRepeaterProps {
  control: Control<InvoiceForm>;
  register: UseFormRegister<InvoiceForm>;
  errors: FieldErrors<InvoiceForm>;
}

/** The invoice's lines: item, description, cost, quantity, discount and tax, each with its amount as it is typed. */
export function LineRepeater({ control, register, errors }: LineRepeaterProps) {
  const { t, i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });

  return (
    <section className="demo-card invoice-editor__lines" aria-labelledby="lines-title">
      <h2 id="lines-title">
        <Trans>Lines</Trans>
      </h2>
      {typeof errors.lines?.message === 'string' ? (
        <p className="form-field__error" role="alert">
          {errors.lines.message}
        </p>
      ) : null}
      <ol className="invoice-line-list">
        {fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          const money = lines?.[index] ? moneyOf(lines[index]) : null;
          const position = index + 1;
          return (
            <li key={field.id} className="invoice-line" aria-label={t`Line ${position}`}>
              <div className="invoice-line__main">
                <LabelledField label={t`Item`} error={lineErrors?.item?.message} required>
                  {(a11y) => <InputText {...a11y} {...register(`lines.${index}.item`)} />}
                </LabelledField>
                <LabelledField label={t`Description`} error={lineErrors?.description?.message}>
                  {(a11y) => <InputTextarea {...a11y} {...register(`lines.${index}.description`)} rows={1} autoResize />}
                </LabelledField>
              </div>
              <div className="invoice-line__numbers">
                <LabelledField label={t`Cost`} error={lineErrors?.cost?.message} required>
                  {(a11y) => <InputText {...a11y} {...register(`lines.${index}.cost`)} inputMode="decimal" autoComplete="off" />}
                </LabelledField>
                <LabelledField label={t`Qty`} error={lineErrors?.quantity?.message} required>
                  {(a11y) => <InputText {...a11y} {...register(`lines.${index}.quantity`)} inputMode="numeric" autoComplete="off" />}
                </LabelledField>
                <LabelledField label={t`Discount %`} error={lineErrors?.discount?.message}>
                  {(a11y) => <InputText {...a11y} {...register(`lines.${index}.discount`)} inputMode="decimal" autoComplete="off" />}
                </LabelledField>
                <LabelledField label={t`Tax %`} error={lineErrors?.tax?.message}>
                  {(a11y) => <InputText {...a11y} {...register(`lines.${index}.tax`)} inputMode="decimal" autoComplete="off" />}
                </LabelledField>
                <div className="invoice-line__amount">
                  <span className="form-field__label">
                    <Trans>Amount</Trans>
                  </span>
                  <output aria-label={t`Amount of line ${position}`}>{money ? formatMoney(lineAmounts(money).total, i18n.locale) : '—'}</output>
                </div>
              </div>
              <button
                type="button"
                className="demo-icon-action demo-icon-action--danger invoice-line__remove"
                aria-label={t`Remove line ${position}`}
                title={t`Remove`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Icon icon={Trash2} size={18} />
              </button>
            </li>
          );
        })}
      </ol>
      <Button type="button" outlined onClick={() => append({ ...EMPTY_LINE })} disabled={fields.length >= MAX_LINES}>
        <Icon icon={Plus} size={18} />
        <span>
          <Trans>Add line</Trans>
        </span>
      </Button>
    </section>
  );
}
