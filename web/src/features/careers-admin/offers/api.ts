import { $api, queryClient } from '../../../lib/query';
import type { components } from '../../../api/schema';

/** The staff side of offers: the application's offer, the checks board. */
export type Offer = components['schemas']['Offer'];
export type OfferCheck = components['schemas']['OfferCheck'];
export const OFFER_API = '/api/careers/admin/applications/{id}/offer';
export const CHECKS_API = '/api/careers/admin/offer-checks';

export const useApplicationOffer = (id: number) => $api.useQuery('get', OFFER_API, { params: { path: { id } } }, { retry: false });

/** After any change: the offer, the boards and the application (its status may have moved). */
export const offersChanged = () => queryClient.invalidateQueries();
