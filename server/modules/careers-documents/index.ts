import type { ApiModule } from '../module.js';
import careersDocumentsRoutes from './routes.js';
import { careersDocumentsSchemas } from './schemas.js';
import { importDiskDocuments } from './import-disk.js';

/** Applicants' documents: upload, list, download, rename, delete. */
export const careersDocumentsModule: ApiModule = {
  name: 'careers-documents',
  routes: careersDocumentsRoutes,
  schemas: careersDocumentsSchemas,
  onReady: async (app, config) => void (await importDiskDocuments(app, config)),
};

/** What applications and the account settings use: the list and removal of an applicant's documents, and their answer shape. */
export { documentStoreFor, toDocument, type DocumentRow, type DocumentStore } from './service.js';
export { documentsAmong } from './repo.js';
export { DocumentSchema } from './schemas.js';
