import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Chart, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';
import { BubbleMapController, ChoroplethController, ColorScale, GeoFeature, ProjectionScale, SizeScale } from 'chartjs-chart-geo';
import { chartPalette, useSkin, type ChartPalette } from '../chart/palette';
import { NumbersTable, type ChartNumbers } from '../chart/numbers-table';
import '../chart/chart.css';

Chart.register(ChoroplethController, BubbleMapController, GeoFeature, ColorScale, ProjectionScale, SizeScale, PointElement, Tooltip);

/** A place on the map a keyboard user can open the popup of: its dataset and index, and what the popup says. */
export interface MapPlace {
  key: string;
  label: string;
  datasetIndex: number;
  index: number;
  detail: string;
}

interface GeoMapProps {
  title: string;
  config: (palette: ChartPalette) => ChartConfiguration;
  numbers: ChartNumbers;
  places: MapPlace[];
  /** Label of the list of places ("Show a country on the map"). */
  placesLabel: string;
}

/**
 * A chart.js map (chartjs-chart-geo) over the bundled Natural Earth countries: drawn in the skin's
 * colours, with popups (tooltips) on hover and touch, and a list of its places whose buttons open
 * the same popup for keyboard and screen-reader users, with the numbers as a table.
 */
export function GeoMap({ title, config, numbers, places, placesLabel }: GeoMapProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const captionId = useId();
  const skin = useSkin();
  const { i18n } = useLingui();
  const [open, setOpen] = useState<MapPlace | null>(null);
  const build = useRef(config);
  build.current = config;

  useEffect(() => {
    if (!canvas.current) return undefined;
    const palette = chartPalette(skin);
    const built = build.current(palette);
    const instance = new Chart(canvas.current, {
      ...built,
      options: { responsive: true, maintainAspectRatio: false, locale: i18n.locale, ...built.options },
    } as ChartConfiguration);
    chart.current = instance;
    return () => {
      chart.current = null;
      instance.destroy();
    };
  }, [skin, i18n.locale]);

  const show = (place: MapPlace) => {
    const instance = chart.current;
    setOpen(place);
    if (!instance) return;
    const element = instance.getDatasetMeta(place.datasetIndex).data[place.index];
    const active = [{ datasetIndex: place.datasetIndex, index: place.index }];
    instance.setActiveElements(active);
    instance.tooltip?.setActiveElements(active, element ? element.tooltipPosition(true) : { x: 0, y: 0 });
    instance.update();
  };

  return (
    <figure className="geo-map" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-figure__caption">
        {title}
      </figcaption>
      <div className="geo-map__canvas">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      <div className="geo-map__places">
        <p className="geo-map__places-label" id={`${captionId}-places`}>
          {placesLabel}
        </p>
        <ul className="chip-list" aria-labelledby={`${captionId}-places`}>
          {places.map((place) => (
            <li key={place.key}>
              <button type="button" className="geo-map__place" aria-pressed={open?.key === place.key} onClick={() => show(place)}>
                {place.label}
              </button>
            </li>
          ))}
        </ul>
        <p className="geo-map__popup" role="status">
          {open ? open.detail : <Trans>Choose a place to open its popup on the map.</Trans>}
        </p>
      </div>
      <NumbersTable numbers={numbers} caption={title} />
    </figure>
  );
}
