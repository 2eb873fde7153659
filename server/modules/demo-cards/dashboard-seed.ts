import { daysFrom } from '../demo-kit/seed-tools.js';
import type { DemoAnalyticsDashboard, DemoEcommerceDashboard } from './dashboard-schemas.js';
import { AVG_SESSIONS, GOAL_OVERVIEW, REVENUE_REPORT, STATISTICS, SUPPORT_TRACKER } from './seed.js';

/** The analytics dashboard; its timeline is dated in the hours before `start`. */
export function analyticsDashboard(start: Date): DemoAnalyticsDashboard {
  const hoursAgo = (hours: number) => daysFrom(start, -hours / 24).toISOString();
  return {
    congratulation: { name: 'John', saleToday: 57.6 },
    subscribersGained: STATISTICS.subscribers,
    ordersReceived: STATISTICS.orders,
    avgSessions: AVG_SESSIONS,
    supportTracker: SUPPORT_TRACKER,
    salesChart: {
      series: [
        { name: 'Sales', data: [90, 50, 86, 40, 100, 20] },
        { name: 'Visit', data: [70, 75, 70, 76, 20, 85] },
      ],
    },
    timeline: [
      { title: '12 Invoices have been paid', subtitle: 'Invoices have been paid to the company.', time: hoursAgo(0.2), color: 'primary' },
      { title: 'Client Meeting', subtitle: 'Project meeting with john @10:15am', time: hoursAgo(1), color: 'warning' },
      { title: 'Create a new project for client', subtitle: 'Add files to new design folder', time: hoursAgo(26), color: 'info' },
    ],
  };
}

export const ECOMMERCE_DASHBOARD: DemoEcommerceDashboard = {
  congratulations: { name: 'John', saleToday: 48900 },
  statisticsItems: [
    { icon: 'TrendingUpIcon', color: 'light-primary', title: '230k', subtitle: 'Sales' },
    { icon: 'UserIcon', color: 'light-info', title: '8.549k', subtitle: 'Customers' },
    { icon: 'BoxIcon', color: 'light-danger', title: '1.423k', subtitle: 'Products' },
    { icon: 'DollarSignIcon', color: 'light-success', title: '$9745', subtitle: 'Revenue' },
  ],
  statisticsOrder: { series: [{ name: '2026', data: [45, 85, 65, 45, 65] }] },
  statisticsProfit: { series: [{ name: 'Profit', data: [0, 20, 5, 30, 15, 45] }] },
  earningsChart: { series: [53, 16, 31], labels: ['App', 'Service', 'Product'] },
  revenueReport: REVENUE_REPORT,
  goalOverview: GOAL_OVERVIEW,
  companyTable: [
    { title: 'Dixons', subtitle: 'meguc@ruj.io', category: 'Technology', views: 23400, revenue: 891.2, sales: 68, loss: true },
    { title: 'Motels', subtitle: 'vecav@hodzi.co.uk', category: 'Grocery', views: 78000, revenue: 668.51, sales: 97, loss: false },
    { title: 'Zipcar', subtitle: 'davcilse@is.gov', category: 'Fashion', views: 162000, revenue: 522.29, sales: 62, loss: false },
    { title: 'Owning', subtitle: 'us@cuhil.gov', category: 'Technology', views: 214000, revenue: 291.01, sales: 88, loss: false },
    { title: 'Cafés', subtitle: 'pudais@jife.com', category: 'Grocery', views: 208000, revenue: 783.93, sales: 16, loss: true },
  ],
  browserData: [
    { name: 'Google Chrome', icon: 'chrome', usage: 54.4 },
    { name: 'Mozilla Firefox', icon: 'firefox', usage: 6.1 },
    { name: 'Apple Safari', icon: 'safari', usage: 14.6 },
    { name: 'Microsoft Edge', icon: 'edge', usage: 4.2 },
    { name: 'Opera Mini', icon: 'opera', usage: 8.4 },
  ],
  transactionData: [
    { mode: 'Wallet', types: 'Starbucks', icon: 'PocketIcon', color: 'light-primary', payment: 74, deduction: true },
    { mode: 'Bank Transfer', types: 'Add Money', icon: 'CheckIcon', color: 'light-success', payment: 480, deduction: false },
    { mode: 'Paypal', types: 'Add Money', icon: 'DollarSignIcon', color: 'light-danger', payment: 480, deduction: false },
    { mode: 'Mastercard', types: 'Ordered Food', icon: 'CreditCardIcon', color: 'light-warning', payment: 23, deduction: true },
    { mode: 'Transfer', types: 'Refund', icon: 'TrendingUpIcon', color: 'light-info', payment: 98, deduction: false },
  ],
};
