import type { ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { FREE_DELIVERY_FROM_CENTS, type CartTotals } from '../../../../common/shop-cart-totals';
import { useMoney } from '../../lib/money';

/** The price details of a cart or an order, every figure computed from its lines (integer cents). */
export function CartSummary({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  const money = useMoney();
  const freeFrom = money(FREE_DELIVERY_FROM_CENTS);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        <Trans>Price details</Trans>
      </h2>
      <dl className="cart-summary__figures">
        <div>
          <dt>
            <Plural value={totals.itemCount} one="Subtotal (# item)" other="Subtotal (# items)" />
          </dt>
          <dd data-testid="cart-subtotal">{money(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd className="cart-summary__discount">−{money(totals.discountCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Delivery</Trans>
          </dt>
          <dd>{totals.deliveryCents === 0 ? <Trans>Free</Trans> : money(totals.deliveryCents)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="cart-total">{money(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.deliveryCents > 0 ? (
        <p className="cart-summary__note">
          <Trans>Delivery is free from {freeFrom} after discounts.</Trans>
        </p>
      ) : null}
      {children}
    </section>
  );
}
