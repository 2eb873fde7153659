import type { Locale } from '../../../common/locales.js';
import type { DemoCurrentPlan, DemoPlan, DemoPricing, PlanId } from './pricing-schemas.js';
import { PLAN_TEXTS, PRICING_QANDA } from './pricing-texts.js';

/** The figures of each plan (its texts are in pricing-texts.ts). */
type PlanFigures = Omit<DemoPlan, 'title' | 'subtitle' | 'planBenefits'> & { id: PlanId };

/** The seed's prices: Basic 0; Standard 49 or 40/month (480/year); Enterprise 99 or 80/month (960/year). */
const BASIC: PlanFigures = { id: 'basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnual: 0 }, popular: false };
const STANDARD: PlanFigures = { id: 'standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnual: 480 }, popular: true };
const ENTERPRISE: PlanFigures = { id: 'enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnual: 960 }, popular: false };

function planIn(figures: PlanFigures, lang: Locale): DemoPlan {
  const { title, subtitle, benefits } = PLAN_TEXTS[figures.id];
  return { ...figures, title: title[lang], subtitle: subtitle[lang], planBenefits: benefits.map((benefit) => benefit[lang]) };
}

/** The plans and the pricing questions in `lang`: the same ids and figures in every language. */
export function pricingIn(lang: Locale): Omit<DemoPricing, 'currentPlan'> {
  return {
    currency: 'USD',
    basicPlan: planIn(BASIC, lang),
    standardPlan: planIn(STANDARD, lang),
    enterprisePlan: planIn(ENTERPRISE, lang),
    qandA: PRICING_QANDA.map(({ question, ans }) => ({ question: question[lang], ans: ans[lang] })),
  };
}

/** Every account starts on the free plan, billed monthly. */
export const STARTING_PLAN: DemoCurrentPlan = { plan: 'basic', billing: 'monthly' };
