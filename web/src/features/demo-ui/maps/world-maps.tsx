import { useLingui } from '@lingui/react/macro';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import type { ChartPalette } from '../chart/palette';
import { GeoMap } from './geo-map';
import { COUNTRIES, type CountryFeature } from './world';
import { APPLICATIONS_BY_COUNTRY, REGIONS, SITES } from './sample-data';

/** A colour between the card surface and the skin's first series colour, for a share 0..1. */
const shade = (palette: ChartPalette, share: number) => {
  const from = palette.surface === '#ffffff' ? [204, 251, 241] : [19, 78, 74];
  const to = palette.surface === '#ffffff' ? [15, 118, 110] : [45, 212, 191];
  const mix = from.map((c, i) => Math.round(c + (to[i]! - c) * Math.min(Math.max(share, 0), 1)));
  return `rgb(${mix.join(', ')})`;
};

const geoScales = (palette: ChartPalette) => ({
  projection: { axis: 'x' as const, projection: 'equalEarth' as const },
  color: {
    axis: 'x' as const,
    interpolate: (share: number) => shade(palette, share),
    legend: { position: 'bottom-left' as const, align: 'right' as const },
    ticks: { color: palette.text },
  },
});

/** Choropleth: applications by country, each country named in the user's language. */
export function ChoroplethMap() {
  const { t, i18n } = useLingui();
  const regionNames = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const number = new Intl.NumberFormat(i18n.locale);
  const byId = new Map(COUNTRIES.map((country) => [country.id, country]));
  const rows = APPLICATIONS_BY_COUNTRY.filter((row) => byId.has(row.id)).map((row) => ({ ...row, name: regionNames.of(row.code) ?? row.code, feature: byId.get(row.id)! }));
  const title = t`Applications by country (sample figures)`;
  const detail = (name: string, value: number) => {
    const count = number.format(value);
    return t`${name}: ${count} applications`;
  };

  const config = (palette: ChartPalette) =>
    ({
      type: 'choropleth',
      data: {
        labels: rows.map((row) => row.name),
        datasets: [
          {
            label: title,
            outline: COUNTRIES,
            showOutline: true,
            data: rows.map((row) => ({ feature: row.feature as CountryFeature, value: row.value })),
            borderColor: palette.grid,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { title: () => '', label: (item: TooltipItem<'choropleth'>) => detail(rows[item.dataIndex]!.name, rows[item.dataIndex]!.value) } },
        },
        scales: geoScales(palette),
      },
    }) as unknown as ChartConfiguration;

  return (
    <GeoMap
      title={title}
      config={config}
      numbers={{ columns: [t`Country`, t`Applications`], rows: rows.map((row) => ({ label: row.name, values: [row.value] })) }}
      places={rows.map((row, index) => ({ key: row.code, label: row.name, datasetIndex: 0, index, detail: detail(row.name, row.value) }))}
      placesLabel={t`Show a country on the map`}
    />
  );
}

/** Markers (the hospital's sites, sized by trainees) and shapes (the regions it serves) on the world outline. */
export function SitesMap() {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const regions = REGIONS.map((region) => ({ ...region, label: i18n._(region.name) }));
  const title = t`The hospital's sites and regions (sample figures)`;
  const siteDetail = (name: string, value: number) => {
    const trainees = number.format(value);
    return t`${name}: ${trainees} trainees exchanged a year`;
  };
  const regionDetail = (name: string) => t`${name} (a region the hospital serves)`;

  const config = (palette: ChartPalette) =>
    ({
      type: 'bubbleMap',
      data: {
        datasets: [
          {
            type: 'choropleth',
            label: t`Regions`,
            outline: COUNTRIES,
            showOutline: true,
            data: regions.map((region) => ({ feature: region.feature, value: region.value })),
            backgroundColor: regions.map((_, i) => palette.fills[i + 2]),
            borderColor: regions.map((_, i) => palette.series[i + 2]),
            borderWidth: 2,
            // Drawn under the sites (chart.js draws a higher order first).
            order: 2,
          },
          {
            type: 'bubbleMap',
            label: t`Sites`,
            outline: COUNTRIES,
            data: SITES.map(({ longitude, latitude, value }) => ({ longitude, latitude, value })),
            backgroundColor: palette.series[0],
            borderColor: palette.surface,
            borderWidth: 1.5,
            order: 1,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: () => '',
              label: (item: TooltipItem<'bubbleMap'>) => (item.datasetIndex === 0 ? regionDetail(regions[item.dataIndex]!.label) : siteDetail(SITES[item.dataIndex]!.name, SITES[item.dataIndex]!.value)),
            },
          },
        },
        scales: {
          projection: { axis: 'x', projection: 'equalEarth' },
          size: { axis: 'x', range: [5, 16], display: false },
          color: { type: 'color', axis: 'x', display: false },
        },
      },
    }) as unknown as ChartConfiguration;

  return (
    <GeoMap
      title={title}
      config={config}
      numbers={{ columns: [t`Site`, t`Trainees a year`], rows: SITES.map((site) => ({ label: site.name, values: [site.value] })) }}
      places={[
        ...SITES.map((site, index) => ({ key: site.name, label: site.name, datasetIndex: 1, index, detail: siteDetail(site.name, site.value) })),
        ...regions.map((region, index) => ({ key: `region-${index}`, label: region.label, datasetIndex: 0, index, detail: regionDetail(region.label) })),
      ]}
      placesLabel={t`Show a site or a region on the map`}
    />
  );
}
