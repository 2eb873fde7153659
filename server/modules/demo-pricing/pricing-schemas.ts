import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { languageQuery, oneOf } from '../../lib/list-query.js';
import { DemoQuestionAnswerSchema } from '../demo-faq/index.js';

export const PLAN_IDS = ['basic', 'standard', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ['monthly', 'annual'] as const;

const amount = (description: string, example: number) => Type.Integer({ minimum: 0, description: `${description}, in whole units of the currency`, examples: [example] });

export const DemoPlanSchema = Type.Object(
  {
    id: oneOf(PLAN_IDS, { examples: ['standard'] }),
    title: Type.String({ examples: ['Standard'] }),
    subtitle: Type.String({ examples: ['For small to medium businesses'] }),
    monthlyPrice: amount('Price per month when billed monthly', 49),
    yearlyPlan: Type.Object({ perMonth: amount('Price per month when billed yearly', 40), totalAnual: amount('Price per year when billed yearly', 480) }),
    planBenefits: Type.Array(Type.String()),
    popular: Type.Boolean(),
  },
  { $id: 'DemoPlan' },
);
export type DemoPlan = Static<typeof DemoPlanSchema>;

export const DemoCurrentPlanSchema = Type.Object(
  { plan: oneOf(PLAN_IDS), billing: oneOf(BILLING_PERIODS) },
  { $id: 'DemoCurrentPlan', description: 'The plan of the signed-in user and how it is billed' },
);
export type DemoCurrentPlan = Static<typeof DemoCurrentPlanSchema>;

export const DemoPricingSchema = Type.Object(
  {
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of every price', examples: ['USD'] }),
    basicPlan: ref(DemoPlanSchema),
    standardPlan: ref(DemoPlanSchema),
    enterprisePlan: ref(DemoPlanSchema),
    qandA: Type.Array(ref(DemoQuestionAnswerSchema)),
    currentPlan: ref(DemoCurrentPlanSchema),
  },
  { $id: 'DemoPricing' },
);
export type DemoPricing = Static<typeof DemoPricingSchema>;

export const DemoPricingQuerySchema = Type.Object(
  { lang: languageQuery('Language of the plans\' titles, subtitles and benefits and of the questions (ids and figures are the same in every language)') },
  { $id: 'DemoPricingQuery' },
);

export const DemoChoosePlanSchema = Type.Object(
  { plan: oneOf(PLAN_IDS), billing: oneOf(BILLING_PERIODS) },
  { $id: 'DemoChoosePlan', description: 'The plan to move to and its billing period' },
);

export const demoPricingSchemas = [DemoPlanSchema, DemoCurrentPlanSchema, DemoPricingSchema, DemoPricingQuerySchema, DemoChoosePlanSchema];
