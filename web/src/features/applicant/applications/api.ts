import { $api, queryClient } from '../../../lib/query';

/** My applications, as the list shows them. */
export const useApplicationList = (enabled: boolean) => $api.useQuery('get', '/api/careers/applications', {}, { enabled });

const LIST_KEY = $api.queryOptions('get', '/api/careers/applications', {}).queryKey;

/** After a write that changes what the list shows (start, autosave, submit, withdraw): fetched again when next shown. */
export const refreshApplications = () => void queryClient.invalidateQueries({ queryKey: LIST_KEY });
