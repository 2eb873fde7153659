import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { DemoAccountStore } from './account-store.js';

export type { DemoAccountStore } from './account-store.js';

const stores = new WeakMap<Database, DemoAccountStore>();

/**
 * The demo account settings of one app (its database): one store, shared by the account-settings
 * routes and the profile page, which shows the signed-in person's own name, address and picture.
 */
export function demoAccountStore(db: Database, config: AppConfig): DemoAccountStore {
  let store = stores.get(db);
  if (!store) {
    store = new DemoAccountStore(db, { failuresPerAccount: config.loginFailuresPerAccount, windowMs: config.loginFailureWindowSeconds * 1000 });
    stores.set(db, store);
  }
  return store;
}
