import { Link } from 'wouter';
import { CircleCheck } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { AddressCard } from './address-card';
import { CartSummary } from './cart-summary';
import { useMoney } from '../../lib/money';
import { SHOP_PATH } from './paths';
import { ShopEmpty } from './shop-empty';
import { COLOR_LABELS } from './vocabulary';
import { dateFormat } from '../../lib/date-format';

/** After the order: its number, what was ordered, the totals, the address and when it arrives. */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const result = $api.useQuery('get', '/api/apps/ecommerce/orders/{orderId}', { params: { path: { orderId } } });
  const money = useMoney();
  const { i18n } = useLingui();
  const order = result.data?.order;

  if (result.isError && apiProblem(result.error).status === 404) {
    return (
      <>
        <h1>
          <Trans>Order not found</Trans>
        </h1>
        <ShopEmpty>
          <Trans>There is no such order among yours.</Trans>
        </ShopEmpty>
      </>
    );
  }
  if (!order) {
    return (
      <>
        <h1>
          <Trans>Your order</Trans>
        </h1>
        {result.isError ? <LoadFailure onRetry={() => result.refetch()} /> : <SkeletonLines lines={6} />}
      </>
    );
  }
  const number = order.number;
  const arrives = dateFormat(i18n.locale, { dateStyle: 'full' }).format(new Date(order.estimatedDelivery));
  return (
    <div className="order-confirmation">
      <div className="order-confirmation__head">
        <CircleCheck size={40} aria-hidden="true" className="order-confirmation__mark" />
        <div>
          <h1>
            <Trans>Thank you for your order</Trans>
          </h1>
          <p className="order-confirmation__number">
            <Trans>
              Order number: <strong>{number}</strong>
            </Trans>
          </p>
          <p>
            <Trans>Expected by {arrives}.</Trans>
          </p>
        </div>
      </div>
      <div className="checkout__columns">
        <div>
          <ul className="order-lines">
            {order.lines.map((line) => (
              <li key={line.productId}>
                <span>
                  {line.qty} × {line.name}
                  {line.color ? <span className="order-lines__color"> ({i18n._(COLOR_LABELS[line.color])})</span> : null}
                </span>
                <span>{money(line.priceCents * line.qty)}</span>
              </li>
            ))}
          </ul>
          <AddressCard address={order.address} />
        </div>
        <CartSummary totals={order.totals}>
          <Link href={SHOP_PATH} className="p-button checkout__next">
            <Trans>Continue shopping</Trans>
          </Link>
        </CartSummary>
      </div>
    </div>
  );
}
