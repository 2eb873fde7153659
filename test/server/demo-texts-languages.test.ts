import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales.js';
import { expectError, startDemoApi, type DemoApi } from './demo-helpers.js';

/** The FAQ, knowledge base and pricing calls answer their interface texts in the language asked for (issue 32). */

type QandA = { question: string; ans: string };
type Faq = Record<string, { icon: string; title: string; subtitle: string; qandA: QandA[] }>;
type Link = { id: number; question: string; slug: string };
type Landing = { id: number; category: string; title: string; desc: string; questionCount: number; matches: Link[] }[];
type CategoryPage = { category: { category: string; title: string; desc: string }; sections: { id: number; title: string; icon: string; questions: Link[] }[] };
type Article = { id: number; title: string; category: { category: string; title: string }; relatedQuestions: Link[]; content: string };
type Plan = { id: string; title: string; subtitle: string; monthlyPrice: number; yearlyPlan: object; planBenefits: string[]; popular: boolean };
type Pricing = { currency: string; basicPlan: Plan; standardPlan: Plan; enterprisePlan: Plan; qandA: QandA[] };

let api: DemoApi;
const json = async <T>(url: string) => {
  const res = await api.get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as T;
};
const withLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

const CATEGORY = '/api/kb/data/category?category=personalization';
const ARTICLE = '/api/kb/data/question?category=api-questions&slug=how-do-i-create-an-api-key';
const CALLS = ['/api/faq/data', '/api/kb/data/knowledge_base', CATEGORY, ARTICLE, '/api/pricing/data'];

/** A text of each call, per language, as a French, German or Portuguese user must read it. */
const EXPECTED = {
  en: { faq: 'Payment', question: 'How can I cancel my order?', kb: 'Sales Automation', section: 'Account Settings', article: 'How do I create an API key?', plan: 'For small to medium businesses', benefit: 'Unlimited responses' },
  fr: { faq: 'Paiement', question: 'Comment annuler ma commande ?', kb: 'Automatisation des ventes', section: 'Paramètres du compte', article: 'Comment créer une clé d’API ?', plan: 'Pour les petites et moyennes entreprises', benefit: 'Réponses illimitées' },
  de: { faq: 'Zahlung', question: 'Wie storniere ich meine Bestellung?', kb: 'Vertriebsautomatisierung', section: 'Kontoeinstellungen', article: 'Wie erstelle ich einen API-Schlüssel?', plan: 'Für kleine und mittlere Unternehmen', benefit: 'Unbegrenzt Antworten' },
  pt: { faq: 'Pagamento', question: 'Como posso cancelar a minha encomenda?', kb: 'Automação de vendas', section: 'Definições da conta', article: 'Como crio uma chave de API?', plan: 'Para pequenas e médias empresas', benefit: 'Respostas ilimitadas' },
} as const;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo interface texts in four languages', () => {
  it('answers English without lang, and the same as lang=en', async () => {
    for (const url of CALLS) expect(await json(url)).toEqual(await json(withLang(url, 'en')));
  });

  it.each(LOCALES)('FAQ in %s: categories, subtitles, questions and answers; the same ids and counts as in English', async (lang) => {
    const english = await json<Faq>('/api/faq/data');
    const faq = await json<Faq>(`/api/faq/data?lang=${lang}`);
    expect(Object.keys(faq)).toEqual(Object.keys(english));
    expect(faq.payment!.title).toBe(EXPECTED[lang].faq);
    expect(faq.cancellationReturn!.qandA.map((qa) => qa.question)).toContain(EXPECTED[lang].question);
    for (const [id, category] of Object.entries(faq)) {
      const en = english[id]!;
      expect(category.icon).toBe(en.icon);
      expect(category.qandA).toHaveLength(en.qandA.length);
      if (lang === 'en') continue;
      expect(category.title === en.title && category.subtitle === en.subtitle).toBe(false);
      category.qandA.forEach((qa, i) => {
        expect(qa.question).not.toBe(en.qandA[i]!.question);
        expect(qa.ans).not.toBe(en.qandA[i]!.ans);
      });
    }
  });

  it.each(LOCALES)('knowledge base in %s: categories, descriptions, section titles and questions; the same ids and slugs', async (lang) => {
    const english = await json<Landing>('/api/kb/data/knowledge_base');
    const landing = await json<Landing>(`/api/kb/data/knowledge_base?lang=${lang}`);
    expect(landing.map(({ id, category, questionCount }) => ({ id, category, questionCount }))).toEqual(english.map(({ id, category, questionCount }) => ({ id, category, questionCount })));
    expect(landing[0]!.title).toBe(EXPECTED[lang].kb);
    if (lang !== 'en') landing.forEach((entry, i) => expect(entry.desc).not.toBe(english[i]!.desc));

    const enPage = await json<CategoryPage>(CATEGORY);
    const page = await json<CategoryPage>(withLang(CATEGORY, lang));
    expect(page.sections.map((s) => s.title)).toContain(EXPECTED[lang].section);
    expect(page.sections.map((s) => s.questions.map(({ id, slug }) => ({ id, slug })))).toEqual(enPage.sections.map((s) => s.questions.map(({ id, slug }) => ({ id, slug }))));
    if (lang !== 'en') expect(page.sections.flatMap((s) => s.questions.map((q) => q.question))).not.toContain(enPage.sections[0]!.questions[0]!.question);

    const enArticle = await json<Article>(ARTICLE);
    const article = await json<Article>(withLang(ARTICLE, lang));
    expect(article.title).toBe(EXPECTED[lang].article);
    expect(article.category).toEqual({ category: 'api-questions', title: landing.find((e) => e.category === 'api-questions')!.title });
    expect(article.relatedQuestions.map((q) => q.slug)).toEqual(enArticle.relatedQuestions.map((q) => q.slug));
    expect(article.content).toBe(enArticle.content);
  });

  it.each(LOCALES)('pricing in %s: plan subtitles, benefits and questions; the same ids and prices', async (lang) => {
    const english = await json<Pricing>('/api/pricing/data');
    const pricing = await json<Pricing>(`/api/pricing/data?lang=${lang}`);
    expect(pricing.standardPlan.subtitle).toBe(EXPECTED[lang].plan);
    expect(pricing.standardPlan.planBenefits).toContain(EXPECTED[lang].benefit);
    const figures = ({ id, monthlyPrice, yearlyPlan, popular, planBenefits }: Plan) => ({ id, monthlyPrice, yearlyPlan, popular, benefits: planBenefits.length });
    for (const key of ['basicPlan', 'standardPlan', 'enterprisePlan'] as const) expect(figures(pricing[key])).toEqual(figures(english[key]));
    expect(pricing.qandA).toHaveLength(english.qandA.length);
    if (lang !== 'en') expect(pricing.qandA.map((qa) => qa.question)).not.toContain(english.qandA[0]!.question);
  });

  it('refuses an unknown language with a 400 in the error envelope, on every call', async () => {
    for (const url of CALLS) {
      for (const lang of ['xx', 'FR', 'fr-FR', '', 'en&lang=fr', encodeURIComponent('<script>')]) expectError(await api.get(withLang(url, lang)), 400);
    }
  });

  it('q searches the texts of the language asked for', async () => {
    const french = await json<Faq>('/api/faq/data?lang=fr&q=commande');
    const questions = Object.values(french).flatMap((c) => c.qandA.map((qa) => qa.question));
    expect(questions).toContain('Comment annuler ma commande ?');
    expect(questions.every((q) => q.toLowerCase().includes('commande'))).toBe(true);
    expect(await json<Faq>('/api/faq/data?q=commande')).toEqual({});

    const kb = await json<Landing>(`/api/kb/data/knowledge_base?lang=fr&q=${encodeURIComponent('mot de passe')}`);
    expect(kb.flatMap((e) => e.matches.map((m) => m.question))).toContain('Comment changer mon mot de passe ?');
    expect(kb.flatMap((e) => e.matches).every((m) => m.slug === 'how-do-i-change-my-password')).toBe(true);
    const byTitle = await json<Landing>(`/api/kb/data/knowledge_base?lang=de&q=${encodeURIComponent('vertriebs')}`);
    expect(byTitle.map((e) => e.category)).toEqual(['sales-automation']);
    expect(await json<Landing>(`/api/kb/data/knowledge_base?q=${encodeURIComponent('mot de passe')}`)).toEqual([]);
  });
});
