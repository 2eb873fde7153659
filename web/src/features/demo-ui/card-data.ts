import type { components } from '../../api/schema';
import { useLingui } from '@lingui/react';
import { $api } from '../../lib/query';
import { inReaderWords } from './chart/card-words';

type Schemas = components['schemas'];

/** What each analytics card answers (the API gives the union; the name in the path decides). */
export interface AnalyticCards {
  'support-tracker': Schemas['DemoSupportTracker'];
  'avg-sessions': Schemas['DemoAvgSessions'];
  'revenue-report': Schemas['DemoRevenueReport'];
  'goal-overview': Schemas['DemoGoalOverview'];
  revenue: Schemas['DemoRevenueCard'];
  'product-orders': Schemas['DemoProductOrders'];
  'sessions-device': Schemas['DemoSessionsDevice'];
  customers: Schemas['DemoCustomers'];
}
export type AnalyticCardName = keyof AnalyticCards;
/** The statistics cards the API serves (any other name is 404). */
export const STATISTIC_CARDS = ['subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'] as const;
export type StatisticCardName = (typeof STATISTIC_CARDS)[number];
export type StatisticCard = Schemas['DemoCardStatistic'];
export type TableRow = Schemas['DemoTableRow'];

/** One analytics card's data from `/api/card/card-analytics/{name}`, typed by its name. */
export function useAnalyticCard<N extends AnalyticCardName>(name: N) {
  const { i18n } = useLingui();
  const query = $api.useQuery('get', '/api/card/card-analytics/{name}', { params: { path: { name } } }, { select: (data) => inReaderWords(data, i18n) });
  return query as Omit<typeof query, 'data'> & { data: AnalyticCards[N] | undefined };
}

/** One statistics card's series from `/api/card/card-statistics/{name}`. */
export function useStatisticCard(name: StatisticCardName) {
  const { i18n } = useLingui();
  return $api.useQuery('get', '/api/card/card-statistics/{name}', { params: { path: { name } } }, { select: (data) => inReaderWords(data, i18n) });
}

/** The staff rows of the table demos (the charts page plots them). */
export function useStaffRows() {
  return $api.useQuery('get', '/api/good-table/basic');
}
