import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { DemoQuestionAnswerSchema } from '../demo-help/schemas.js';

export const DemoPlanSchema = Type.Object(
  {
    title: Type.String({ examples: ['Standard'] }),
    subtitle: Type.String({ examples: ['For small to medium businesses'] }),
    monthlyPrice: Type.Number({ examples: [49] }),
    yearlyPlan: Type.Object({ perMonth: Type.Number({ examples: [40] }), totalAnual: Type.Number({ examples: [480] }) }),
    planBenefits: Type.Array(Type.String()),
    popular: Type.Boolean(),
  },
  { $id: 'DemoPlan' },
);

export const DemoPricingSchema = Type.Object(
  { basicPlan: ref(DemoPlanSchema), standardPlan: ref(DemoPlanSchema), enterprisePlan: ref(DemoPlanSchema), qandA: Type.Array(ref(DemoQuestionAnswerSchema)) },
  { $id: 'DemoPricing' },
);
export type DemoPricing = Static<typeof DemoPricingSchema>;

export const demoPagesSchemas = [DemoPlanSchema, DemoPricingSchema];
