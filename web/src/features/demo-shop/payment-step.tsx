import { useState } from 'react';
import { Info } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_METHODS, type PaymentMethod, type ShippingAddress } from '../../../../common/shop-address';
import { cartTotals } from '../../../../common/shop-cart-totals';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { AddressCard } from './address-card';
import { CartSummary } from './cart-summary';
import { refreshShop, syncCartCount, type CartProduct, type Order } from './api';

const ORDER_PROBLEMS = { cart_empty: msg`Your cart is empty: there is nothing to order.` };

interface PaymentStepProps {
  products: CartProduct[];
  address: ShippingAddress;
  onChangeAddress: () => void;
  onPlaced: (order: Order) => void;
}

/**
 * Step 3: a demo payment, said so plainly. No card details are asked for, sent or stored; the
 * order is priced by the server from the cart.
 */
export function PaymentStep({ products, address, onChangeAddress, onPlaced }: PaymentStepProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [method, setMethod] = useState<PaymentMethod>('demo-card');
  const place = $api.useMutation('post', '/api/apps/ecommerce/orders', {
    onSuccess: async ({ order, cart }) => {
      syncCartCount(cart.items);
      onPlaced(order);
      await refreshShop();
    },
    onError: (error) => toast('error', t`The order was not placed`, problemText(apiProblem(error), ORDER_PROBLEMS)),
  });
  const labels: Record<PaymentMethod, string> = { 'demo-card': t`Demo card (always approved)`, 'cash-on-delivery': t`Cash on delivery` };

  return (
    <div className="checkout__columns">
      <div className="payment-step">
        <div className="demo-notice" role="note">
          <Info size={20} aria-hidden="true" />
          <p>
            <Trans>
              <strong>Demo payment.</strong> Nothing is charged. No card details are asked for, sent or stored.
            </Trans>
          </p>
        </div>
        <fieldset className="payment-step__methods">
          <legend className="form-field__label">
            <Trans>Payment method</Trans>
          </legend>
          {PAYMENT_METHODS.map((value) => (
            <label key={value} className="payment-step__method">
              <input type="radio" name="payment-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              <span>{labels[value]}</span>
            </label>
          ))}
        </fieldset>
        <AddressCard address={address}>
          <button type="button" className="p-button p-button-text p-button-sm" onClick={onChangeAddress}>
            <Trans>Change the address</Trans>
          </button>
        </AddressCard>
      </div>
      <CartSummary totals={cartTotals(products)}>
        <button
          type="button"
          className="p-button checkout__next"
          aria-disabled={place.isPending}
          onClick={() => !place.isPending && place.mutate({ body: { address, paymentMethod: method } })}
        >
          {place.isPending ? <Trans>Placing the order…</Trans> : <Trans>Place order</Trans>}
        </button>
      </CartSummary>
    </div>
  );
}
