import { Check } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';

export const CHECKOUT_STEPS = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, MessageDescriptor> = {
  cart: msg`Cart`,
  address: msg`Address`,
  payment: msg`Payment`,
};

/** The wizard's steps: done ones can be gone back to, the current one is marked, later ones wait. */
export function CheckoutSteps({ current, onGo }: { current: CheckoutStep; onGo: (step: CheckoutStep) => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => {
          const title = i18n._(STEP_TITLES[step]);
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="checkout-steps__number" aria-hidden="true">
                {state === 'done' ? <Check size={16} /> : index + 1}
              </span>
              {state === 'done' ? (
                <button type="button" className="checkout-steps__link" onClick={() => onGo(step)}>
                  {title}
                  <span className="visually-hidden"> {t`(done)`}</span>
                </button>
              ) : (
                <span>{title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
