import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ShippingAddress } from '../../../../common/shop-address';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { AddressStep } from './address-step';
import { CartStep } from './cart-step';
import { CHECKOUT_STEPS, CheckoutSteps, STEP_TITLES, type CheckoutStep } from './checkout-steps';
import { OrderConfirmation } from './order-confirmation';
import { CHECKOUT_PATH } from './paths';
import { PaymentStep } from './payment-step';
import { syncCartCount } from './api';
import './shop.css';
import './checkout.css';

/** The step and the order shown, from the URL (`?step=address`, `?order=12`). */
function useCheckoutLocation() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const orderId = Number(search.get('order'));
  const step = CHECKOUT_STEPS.find((s) => s === search.get('step')) ?? 'cart';
  return {
    step,
    orderId: Number.isInteger(orderId) && orderId >= 1 && orderId <= 2 ** 31 - 1 ? orderId : null,
    goTo: (next: CheckoutStep) => navigate(next === 'cart' ? CHECKOUT_PATH : `${CHECKOUT_PATH}?step=${next}`),
    showOrder: (id: number) => navigate(`${CHECKOUT_PATH}?order=${id}`),
  };
}

/**
 * /apps/e-commerce/checkout: cart → address → payment, then the order's confirmation. A step
 * that cannot be shown yet (an empty cart, no address) falls back to the one that is needed.
 */
function CheckoutPage() {
  const { step, orderId, goTo, showOrder } = useCheckoutLocation();
  const { i18n } = useLingui();
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const cart = $api.useQuery('get', '/api/apps/ecommerce/cart', {}, { enabled: orderId === null });
  const heading = useRef<HTMLHeadingElement>(null);
  const products = cart.data?.products;
  useEffect(() => {
    if (products) syncCartCount(products);
  }, [products]);

  const shown: CheckoutStep = !products || products.length === 0 ? 'cart' : step === 'payment' && !address ? 'address' : step;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [shown]);

  if (orderId !== null) {
    return (
      <div className="checkout">
        <OrderConfirmation orderId={orderId} />
      </div>
    );
  }
  return (
    <div className="checkout">
      <h1 className="checkout__title">
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutSteps current={shown} onGo={goTo} />
      <h2 ref={heading} tabIndex={-1} className="checkout__step-title">
        {i18n._(STEP_TITLES[shown])}
      </h2>
      {cart.isError ? <LoadFailure onRetry={() => cart.refetch()} /> : null}
      {!products ? cart.isError ? null : <SkeletonLines lines={6} /> : null}
      {products && shown === 'cart' ? <CartStep products={products} onNext={() => goTo('address')} /> : null}
      {products && shown === 'address' ? (
        <AddressStep
          initial={address}
          onBack={() => goTo('cart')}
          onNext={(next) => {
            setAddress(next);
            goTo('payment');
          }}
        />
      ) : null}
      {products && shown === 'payment' && address ? (
        <PaymentStep products={products} address={address} onChangeAddress={() => goTo('address')} onPlaced={(order) => showOrder(order.id)} />
      ) : null}
    </div>
  );
}

export default CheckoutPage;
