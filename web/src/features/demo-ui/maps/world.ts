import { topojson } from 'chartjs-chart-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// As text (parsed once below): the type checker need not read the whole map.
import worldText from 'world-atlas/countries-110m.json?raw';

export type CountryFeature = Feature<Geometry, { name: string }> & { id?: string };

/** The countries of Natural Earth's 1:110m map (world-atlas), bundled: nothing is fetched. */
const topology = JSON.parse(worldText) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
export const COUNTRIES = (topojson.feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features as CountryFeature[];
