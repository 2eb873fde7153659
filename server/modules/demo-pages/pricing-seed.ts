import type { DemoCurrentPlan, DemoPricing } from './pricing-schemas.js';

/** The plans with the seed's prices: Basic 0; Standard 49 or 40/month (480/year); Enterprise 99 or 80/month (960/year). */
export const PRICING: Omit<DemoPricing, 'currentPlan'> = {
  currency: 'USD',
  basicPlan: {
    id: 'basic',
    title: 'Basic',
    subtitle: 'A simple start for everyone',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnual: 0 },
    planBenefits: ['100 responses a month', 'Unlimited forms and surveys', 'Unlimited fields', 'Basic form creation tools', 'Up to 2 subdomains'],
    popular: false,
  },
  standardPlan: {
    id: 'standard',
    title: 'Standard',
    subtitle: 'For small to medium businesses',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnual: 480 },
    planBenefits: ['Unlimited responses', 'Unlimited forms and surveys', 'Instagram profile page', 'Google Docs integration', 'Custom “Thank you” page'],
    popular: true,
  },
  enterprisePlan: {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'Solution for big organizations',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnual: 960 },
    planBenefits: ['PayPal payments', 'Logic Jumps', 'File upload with 5GB storage', 'Custom domain support', 'Stripe integration'],
    popular: false,
  },
  qandA: [
    { question: 'Does my subscription automatically renew?', ans: 'Yes. Your plan renews at the end of each period unless you cancel it before then.' },
    { question: 'Can I store the item on an intranet so everyone has access?', ans: 'Yes, as long as the people who use it are covered by your licence.' },
    { question: 'Am I allowed to modify the item that I purchased?', ans: 'Yes. You may adapt the item for the end product the licence covers.' },
    { question: 'Can I switch plans later?', ans: 'Yes. Changes take effect at the start of your next billing period.' },
  ],
};

/** Every account starts on the free plan, billed monthly. */
export const STARTING_PLAN: DemoCurrentPlan = { plan: 'basic', billing: 'monthly' };
