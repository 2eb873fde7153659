import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { DemoChoosePlanSchema, DemoCurrentPlanSchema, DemoPricingQuerySchema, DemoPricingSchema, type DemoCurrentPlan } from './pricing-schemas.js';
import { pricingIn, STARTING_PLAN } from './pricing-seed.js';

/**
 * The pricing page: the three plans with the seed's prices, and the plan of the signed-in user,
 * which "Upgrade" changes (kept per user in this app instance, like every demo state).
 */
export async function pricingRoutes(fastify: FastifyInstance, tag: string) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, tag);
  const pricing = Object.fromEntries(LOCALES.map((lang) => [lang, pricingIn(lang)])) as Record<Locale, ReturnType<typeof pricingIn>>;
  const plans = new Map<number, DemoCurrentPlan>();
  const currentPlan = (userId: number) => plans.get(userId) ?? STARTING_PLAN;

  app.get(
    '/pricing/data',
    route.read({
      operationId: 'getDemoPricing',
      summary: 'The three plans, the pricing questions (in the language asked for) and the current plan',
      querystring: ref(DemoPricingQuerySchema),
      response: { 200: ref(DemoPricingSchema) },
    }),
    async (request) => ({ ...pricing[request.query.lang ?? 'en'], currentPlan: currentPlan(request.user.sub) }),
  );

  app.post(
    '/pricing/plan',
    route.manage({
      operationId: 'chooseDemoPricingPlan',
      summary: 'Moves the signed-in user to a plan and billing period',
      body: ref(DemoChoosePlanSchema),
      response: { 200: ref(DemoCurrentPlanSchema) },
    }),
    async (request) => {
      const chosen = { plan: request.body.plan, billing: request.body.billing };
      plans.set(request.user.sub, chosen);
      return chosen;
    },
  );
}
