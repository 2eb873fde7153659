import { useId, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShippingAddressSchema, type ShippingAddress } from '../../../../common/shop-address';
import { typeboxResolver } from '../../lib/typebox-resolver';
import '../../components/form-field.css';

export const EMPTY_ADDRESS: ShippingAddress = { fullName: '', phone: '', line1: '', line2: '', city: '', postalCode: '', country: '', kind: 'home' };

type TextField = Exclude<keyof ShippingAddress, 'kind'>;
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function AddressField({ form, name, label, autoComplete, optional }: { form: UseFormReturn<ShippingAddress>; name: TextField; label: ReactNode; autoComplete: string; optional?: boolean }) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''} address-form__${name}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional ? (
          <span className="address-form__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="p-inputtext"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={optional ? undefined : true}
        {...form.register(name, { setValueAs: trim })}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Step 2: where to deliver. Checked with the schema the server checks the order with
 * (common/shop-address.ts); the first field at fault gets the focus.
 */
export function AddressStep({ initial, onBack, onNext }: { initial: ShippingAddress | null; onBack: () => void; onNext: (address: ShippingAddress) => void }) {
  const { t } = useLingui();
  const form = useForm<ShippingAddress>({ resolver: typeboxResolver(ShippingAddressSchema), defaultValues: initial ?? EMPTY_ADDRESS, mode: 'onTouched' });
  const field = (name: TextField, label: ReactNode, autoComplete: string, optional = false) => (
    <AddressField form={form} name={name} label={label} autoComplete={autoComplete} optional={optional} />
  );
  return (
    <form className="address-form" onSubmit={form.handleSubmit(onNext)} noValidate aria-label={t`Delivery address`}>
      <div className="address-form__grid">
        {field('fullName', <Trans>Full name</Trans>, 'name')}
        {field('phone', <Trans>Phone number</Trans>, 'tel')}
        {field('line1', <Trans>Street and number</Trans>, 'address-line1')}
        {field('line2', <Trans>Flat, floor, building</Trans>, 'address-line2', true)}
        {field('city', <Trans>Town or city</Trans>, 'address-level2')}
        {field('postalCode', <Trans>Postal code</Trans>, 'postal-code')}
        {field('country', <Trans>Country</Trans>, 'country-name')}
        <fieldset className="form-choices address-form__kind">
          <legend className="form-field__label">
            <Trans>Address type</Trans>
          </legend>
          <label>
            <input type="radio" value="home" {...form.register('kind')} /> <Trans>Home</Trans>
          </label>
          <label>
            <input type="radio" value="work" {...form.register('kind')} /> <Trans>Work</Trans>
          </label>
        </fieldset>
      </div>
      <div className="checkout__buttons">
        <button type="button" className="p-button p-button-outlined" onClick={onBack}>
          <Trans>Back to the cart</Trans>
        </button>
        <button type="submit" className="p-button">
          <Trans>Continue to payment</Trans>
        </button>
      </div>
    </form>
  );
}
