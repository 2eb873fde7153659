import { useId } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { useListParams, type ListSpec } from '../../components/list-kit';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { useContentLanguage } from '../../lib/content-language';
import { $api, queryClient } from '../../lib/query';
import { PlanCard } from './plan-card';
import { isFree, planAction, plansOf, type Billing, type Plan } from './pricing-model';
import './pricing.css';

/** `?billing=annual` shows the yearly prices (monthly is the default), so a shared link keeps the choice. */
const PRICING_VIEW: ListSpec<'billing'> = { sortFields: [], filters: { billing: ['annual'] } };
const BILLING_NAMES = { monthly: msg`monthly`, annual: msg`yearly` };

/** /pages/pricing: the three plans, monthly or yearly, the user's current plan, and the pricing questions. */
function PricingPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const switchId = useId();
  const [params, setParams] = useListParams(PRICING_VIEW);
  const billing: Billing = params.filters.billing === 'annual' ? 'annual' : 'monthly';
  // The texts in the active language; the previous language's stay on screen while they load.
  const pricing = $api.useQuery('get', '/api/pricing/data', { params: { query: { lang: useContentLanguage() } } }, { placeholderData: keepPreviousData });
  const choose = $api.useMutation('post', '/api/pricing/plan', {
    onSuccess: (current) => {
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/pricing/data'] });
      const plan = pricing.data ? plansOf(pricing.data).find((p) => p.id === current.plan)?.title : current.plan;
      toast('success', t`Plan changed`, t`You are now on the ${plan} plan, billed ${i18n._(BILLING_NAMES[current.billing])}.`);
    },
    onError: (error) => toast('error', t`The plan was not changed`, problemText(apiProblem(error))),
  });

  if (pricing.isError) return <LoadFailure onRetry={() => void pricing.refetch()} />;
  if (!pricing.data) return <SkeletonLines lines={10} />;
  const data = pricing.data;
  const plans = plansOf(data);
  // In the language's own currency style, as every other amount of the demo screens (common/money.ts), not the region's ("US$" in en-KE).
  const money = (amount: number) => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: data.currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  const currentTitle = plans.find((p) => p.id === data.currentPlan.plan)?.title ?? data.currentPlan.plan;
  const onChoose = (plan: Plan) => choose.mutate({ body: { plan: plan.id, billing: isFree(plan) ? 'monthly' : billing } });

  return (
    <div className="pricing-page">
      <header className="pricing-header">
        <h1>
          <Trans>Pricing plans</Trans>
        </h1>
        <p className="pricing-muted">
          <Trans>Choose the plan that fits your needs. You can change it at any time.</Trans>
        </p>
        <p className="pricing-current" role="status">
          <Trans>
            You are on the {currentTitle} plan, billed {i18n._(BILLING_NAMES[data.currentPlan.billing])}.
          </Trans>
        </p>
        <div className="pricing-switch">
          <span aria-hidden="true">
            <Trans>Monthly</Trans>
          </span>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="pricing-switch__control"
            checked={billing === 'annual'}
            onChange={(e) => setParams({ filters: { billing: e.target.checked ? 'annual' : '' } })}
          />
          <label htmlFor={switchId}>
            <Trans>Yearly</Trans>
          </label>
        </div>
      </header>

      <ul className="pricing-plans" aria-label={billing === 'annual' ? t`Plans, billed yearly` : t`Plans, billed monthly`}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            action={planAction(plans, plan, data.currentPlan, billing)}
            money={money}
            busy={choose.isPending}
            onChoose={() => onChoose(plan)}
          />
        ))}
      </ul>

      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <p className="pricing-muted">
          <Trans>Let us help answer the most common questions.</Trans>
        </p>
        <Accordion multiple className="pricing-faq__list">
          {data.qandA.map((entry) => (
            <AccordionTab key={entry.question} header={entry.question}>
              <p className="pricing-faq__answer">{entry.ans}</p>
            </AccordionTab>
          ))}
        </Accordion>
      </section>
    </div>
  );
}

export default PricingPage;
