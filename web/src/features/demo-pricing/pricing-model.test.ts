import { describe, expect, it } from 'vitest';
import { planAction, yearlySaving, type Plan } from './pricing-model';

const plan = (id: Plan['id'], monthlyPrice: number, perMonth: number, totalAnual: number): Plan => ({
  id,
  title: id,
  subtitle: '',
  monthlyPrice,
  yearlyPlan: { perMonth, totalAnual },
  planBenefits: [],
  popular: false,
});
const basic = plan('basic', 0, 0, 0);
const standard = plan('standard', 49, 40, 480);
const enterprise = plan('enterprise', 99, 80, 960);
const plans = [basic, standard, enterprise];

describe('pricing choices', () => {
  it('marks the current plan, offers to switch its billing, and names upgrades and downgrades', () => {
    const onStandardMonthly = { plan: 'standard', billing: 'monthly' } as const;
    expect(planAction(plans, standard, onStandardMonthly, 'monthly')).toBe('current');
    expect(planAction(plans, standard, onStandardMonthly, 'annual')).toBe('switch-billing');
    expect(planAction(plans, enterprise, onStandardMonthly, 'annual')).toBe('upgrade');
    expect(planAction(plans, basic, onStandardMonthly, 'monthly')).toBe('downgrade');
  });

  it('a free plan is current whatever the billing period', () => {
    expect(planAction(plans, basic, { plan: 'basic', billing: 'monthly' }, 'annual')).toBe('current');
  });

  it('the yearly saving is twelve monthly payments less the yearly price', () => {
    expect(yearlySaving(standard)).toBe(108);
    expect(yearlySaving(enterprise)).toBe(228);
    expect(yearlySaving(basic)).toBe(0);
  });
});
