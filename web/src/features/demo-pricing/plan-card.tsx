import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Icon } from '../../components/icon';
import { yearlySaving, type Billing, type Plan, type PlanAction } from './pricing-model';

interface PlanCardProps {
  plan: Plan;
  billing: Billing;
  action: PlanAction;
  /** Formats an amount of the pricing's currency in the active locale. */
  money: (amount: number) => string;
  busy: boolean;
  onChoose: () => void;
}

/** One plan: its price for the billing period shown, its benefits, and what its button does. */
export function PlanCard({ plan, billing, action, money, busy, onChoose }: PlanCardProps) {
  const { t } = useLingui();
  const annual = billing === 'annual';
  const perMonth = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const saving = yearlySaving(plan);
  const titleId = `plan-${plan.id}-title`;
  const labels: Record<PlanAction, string> = {
    current: t`Your current plan`,
    'switch-billing': annual ? t`Switch to yearly billing` : t`Switch to monthly billing`,
    upgrade: t`Upgrade`,
    downgrade: t`Downgrade`,
  };
  const classes = ['plan-card', plan.popular ? 'plan-card--popular' : '', action === 'current' ? 'plan-card--current' : ''];

  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <div className="plan-card__badges">
        {plan.popular ? (
          <span className="accent-chip">
            <Trans>Popular</Trans>
          </span>
        ) : null}
        {action === 'current' ? (
          <span className="accent-chip plan-card__badge--current">
            <Trans>Current plan</Trans>
          </span>
        ) : null}
      </div>
      <h2 id={titleId} className="plan-card__title">
        {plan.title}
      </h2>
      <p className="plan-card__subtitle">{plan.subtitle}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{money(perMonth)}</span>
        <span className="plan-card__period">
          <Trans>/month</Trans>
        </span>
      </p>
      <p className="plan-card__note">
        {annual && plan.yearlyPlan.totalAnual > 0 ? <Trans>{money(plan.yearlyPlan.totalAnual)} billed yearly</Trans> : null}
        {!annual && saving > 0 ? <Trans>Save {money(saving)} a year with yearly billing</Trans> : null}
      </p>
      <ul className="plan-card__benefits" aria-label={t`What the ${plan.title} plan includes`}>
        {plan.planBenefits.map((benefit) => (
          <li key={benefit}>
            <Icon icon={Check} size={16} className="plan-card__check" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={action === 'upgrade' ? 'p-button plan-card__action' : 'p-button p-button-outlined plan-card__action'}
        disabled={action === 'current' || busy}
        aria-describedby={titleId}
        onClick={onChoose}
      >
        {labels[action]}
      </button>
    </li>
  );
}
