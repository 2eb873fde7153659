import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Feature, Polygon } from 'geojson';

/**
 * Sample figures of the maps page (marked as such on the page): the demo API has no geographic
 * data, and the page shows what the map component does with some.
 */

/** Applications from each country: Natural Earth's numeric id, the ISO 3166 code (for the name in the user's language), the count. */
export const APPLICATIONS_BY_COUNTRY: { id: string; code: string; value: number }[] = [
  { id: '620', code: 'PT', value: 412 },
  { id: '724', code: 'ES', value: 128 },
  { id: '250', code: 'FR', value: 186 },
  { id: '276', code: 'DE', value: 97 },
  { id: '826', code: 'GB', value: 143 },
  { id: '380', code: 'IT', value: 61 },
  { id: '076', code: 'BR', value: 268 },
  { id: '024', code: 'AO', value: 174 },
  { id: '508', code: 'MZ', value: 131 },
  { id: '404', code: 'KE', value: 48 },
  { id: '566', code: 'NG', value: 55 },
  { id: '710', code: 'ZA', value: 39 },
  { id: '124', code: 'CA', value: 72 },
  { id: '840', code: 'US', value: 88 },
  { id: '356', code: 'IN', value: 104 },
  { id: '504', code: 'MA', value: 33 },
];

/** The hospital's sites and partner hospitals: longitude, latitude and trainees exchanged a year. */
export const SITES: { name: string; longitude: number; latitude: number; value: number }[] = [
  { name: 'Lisboa', longitude: -9.14, latitude: 38.72, value: 120 },
  { name: 'Paris', longitude: 2.35, latitude: 48.86, value: 45 },
  { name: 'Berlin', longitude: 13.4, latitude: 52.52, value: 30 },
  { name: 'Maputo', longitude: 32.57, latitude: -25.97, value: 60 },
  { name: 'Luanda', longitude: 13.23, latitude: -8.84, value: 55 },
  { name: 'São Paulo', longitude: -46.63, latitude: -23.55, value: 80 },
  { name: 'Montréal', longitude: -73.57, latitude: 45.5, value: 25 },
  { name: 'Nairobi', longitude: 36.82, latitude: -1.29, value: 20 },
];

/** A closed ring, clockwise as d3-geo wants an outer ring (north-west, north-east, south-east, south-west). */
const box = (west: number, north: number, east: number, south: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[west, north], [east, north], [east, south], [west, south], [west, north]]],
});

/** Regions drawn as shapes over the map: the referral area and the telemedicine network. */
export const REGIONS: { name: MessageDescriptor; feature: Feature<Polygon>; value: number }[] = [
  { name: msg`Referral area`, feature: { type: 'Feature', properties: {}, geometry: box(-10, 44, 4, 36) }, value: 2 },
  { name: msg`Telemedicine network`, feature: { type: 'Feature', properties: {}, geometry: box(11, -4, 41, -27) }, value: 1 },
];
