import { Trans } from '@lingui/react/macro';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { ChoroplethMap, SitesMap } from './maps/world-maps';
import './maps/maps.css';

/** /ui/maps: offline world maps from the bundled Natural Earth data (nothing from a tile server). */
export default function MapsPage() {
  return (
    <ShowcasePage
      title={<Trans>Maps</Trans>}
      intro={
        <Trans>
          World maps drawn from Natural Earth's 1:110m countries, bundled with the portal: nothing is fetched from a map server. Hover a country, a site or a region for its popup, or use
          the buttons under each map.
        </Trans>
      }
    >
      <ShowcaseSection title={<Trans>Markers, shapes and popups</Trans>}>
        <SitesMap />
      </ShowcaseSection>
      <ShowcaseSection title={<Trans>Choropleth</Trans>}>
        <ChoroplethMap />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
