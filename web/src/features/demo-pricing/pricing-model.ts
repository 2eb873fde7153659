import type { components } from '../../api/schema';

export type Plan = components['schemas']['DemoPlan'];
export type Pricing = components['schemas']['DemoPricing'];
export type CurrentPlan = components['schemas']['DemoCurrentPlan'];
export type Billing = CurrentPlan['billing'];

/** The plans from the cheapest to the dearest (the order the page shows, and what "upgrade" means). */
export const plansOf = (pricing: Pricing): Plan[] => [pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan];

/** A free plan costs nothing either way, so its billing period does not matter. */
export const isFree = (plan: Plan) => plan.monthlyPrice === 0 && plan.yearlyPlan.totalAnual === 0;

/** What a year costs when billed monthly, less what it costs when billed yearly (whole currency units). */
export const yearlySaving = (plan: Plan) => plan.monthlyPrice * 12 - plan.yearlyPlan.totalAnual;

export type PlanAction = 'current' | 'switch-billing' | 'upgrade' | 'downgrade';

/** What the plan's button does for a user on `current` looking at `billing` prices. */
export function planAction(plans: readonly Plan[], plan: Plan, current: CurrentPlan, billing: Billing): PlanAction {
  if (plan.id === current.plan) return isFree(plan) || current.billing === billing ? 'current' : 'switch-billing';
  const rank = (id: Plan['id']) => plans.findIndex((p) => p.id === id);
  return rank(plan.id) > rank(current.plan) ? 'upgrade' : 'downgrade';
}
