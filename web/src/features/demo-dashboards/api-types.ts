import type { components } from '../../api/schema';

type Schemas = components['schemas'];
export type AnalyticsDashboard = Schemas['DemoAnalyticsDashboard'];
export type EcommerceDashboard = Schemas['DemoEcommerceDashboard'];
export type DashboardChart = Schemas['DemoDashboardChart'];
export type SessionsDeviceCard = Schemas['DemoSessionsDevice'];
export type CustomersCard = Schemas['DemoCustomers'];
export type ProductOrdersCard = Schemas['DemoProductOrders'];
