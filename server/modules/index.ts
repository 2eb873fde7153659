import type { ApiModule } from './module.js';
import healthRoutes, { healthSchemas } from './health/routes.js';
import { authModule } from './auth/index.js';
import { demoUsersModule } from './demo-users/routes.js';
import { demoEmailModule } from './demo-email/routes.js';
import { demoInvoiceModule } from './demo-invoice/routes.js';
import { demoTodoModule } from './demo-todo/routes.js';
import { demoChatModule } from './demo-chat/routes.js';
import { demoCalendarModule } from './demo-calendar/routes.js';
import { demoShopModule } from './demo-shop/routes.js';
import { demoTablesModule } from './demo-tables/routes.js';
import { demoCardsModule } from './demo-cards/routes.js';
import { demoFaqModule } from './demo-faq/routes.js';
import { demoKbModule } from './demo-kb/routes.js';
import { demoPricingModule } from './demo-pricing/routes.js';
import { demoAccountModule } from './demo-account/routes.js';
import { demoProfileModule } from './demo-profile/routes.js';
import { demoBlogModule } from './demo-blog/routes.js';
import { careersJobsModule } from './careers-jobs/index.js';
import { careersProfileModule } from './careers-profile/index.js';
import { careersDocumentsModule } from './careers-documents/index.js';
import { careersAccountModule } from './careers-account/index.js';
import { careersApplicationsModule } from './careers-applications/index.js';
import { careersAuditModule } from './careers-audit/index.js';
import { careersStaffModule } from './careers-staff/index.js';
import { careersEqualOpportunitiesModule } from './careers-equal-opportunities/index.js';
import { careersAccessibilityModule } from './careers-accessibility/index.js';
import { careersAlertsModule } from './careers-alerts/index.js';
import { careersSiftModule } from './careers-sift/index.js';
import { careersInterviewsModule } from './careers-interviews/index.js';
import { careersReferencesModule } from './careers-references/index.js';
import { careersOffersModule } from './careers-offers/index.js';
import { closeOpenReferences } from './careers-references/close-when-ended.js';
import { whenApplicationEnds } from '../lib/application-ends.js';
import { mailModule } from './mail/index.js';
import { clientErrorsModule } from './client-errors/index.js';

/** When an offer is withdrawn or an application ends, its open reference requests close ("no longer needed"). */
whenApplicationEnds(closeOpenReferences);

/** Every API area, in registration order. A new area adds one entry here. */
export const apiModules: ApiModule[] = [
  { name: 'health', routes: healthRoutes, schemas: healthSchemas },
  authModule,
  demoUsersModule,
  demoEmailModule,
  demoInvoiceModule,
  demoTodoModule,
  demoChatModule,
  demoCalendarModule,
  demoShopModule,
  demoTablesModule,
  demoCardsModule,
  demoFaqModule,
  demoKbModule,
  demoPricingModule,
  demoAccountModule,
  demoProfileModule,
  demoBlogModule,
  careersJobsModule,
  careersProfileModule,
  careersDocumentsModule,
  careersAccountModule,
  careersApplicationsModule,
  careersAuditModule,
  careersStaffModule,
  careersEqualOpportunitiesModule,
  careersAccessibilityModule,
  careersAlertsModule,
  careersSiftModule,
  careersInterviewsModule,
  careersReferencesModule,
  careersOffersModule,
  mailModule,
  clientErrorsModule,
];
