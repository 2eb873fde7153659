import type { applications } from '../../db/schema.js';

export type ApplicationRow = typeof applications.$inferSelect;
