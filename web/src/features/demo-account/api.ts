import type { components } from '../../api/schema';
import { $api, queryClient } from '../../lib/query';

export type AccountSettings = components['schemas']['DemoAccountSettings'];

const SETTINGS_KEY = $api.queryOptions('get', '/api/account-setting/data').queryKey;

/** The signed-in user's account settings. */
export const useAccountSettings = () => $api.useQuery('get', '/api/account-setting/data');

/** Every save answers the settings as stored: they replace the cached ones. */
export function storeSettings(settings: AccountSettings) {
  queryClient.setQueryData(SETTINGS_KEY, settings);
}
