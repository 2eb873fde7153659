import { Trans } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage } from '../../components/showcase';
import { Alerts, BadgesAndAvatars, Progress, Toasts } from './components/feedback';
import { BreadcrumbAndNav, Collapse, Dropdowns, Pagination, Tabs } from './components/navigation';
import { Modal, PopoverTooltipOverlay, SidePanel } from './components/overlays';
import { Buttons, CarouselDemo, ImageDemo, List, TimelineDemo } from './components/data-display';
import { CalendarAndTime } from './components/date-time';
import './components/components.css';

/** /ui/components: the PrimeReact counterparts of the template's components, working and keyboard-usable. */
export default function ComponentsPage() {
  return (
    <ShowcasePage title={<Trans>Components</Trans>} intro={<Trans>The PrimeReact components the portal's screens are built from, in the portal's skins. Every one works with the keyboard.</Trans>}>
      <ShowcaseGrid>
        <Alerts />
        <Buttons />
        <BadgesAndAvatars />
        <Toasts />
        <Progress />
        <BreadcrumbAndNav />
        <Tabs />
        <Collapse />
        <Dropdowns />
        <Pagination />
        <Modal />
        <SidePanel />
        <PopoverTooltipOverlay />
        <List />
        <CarouselDemo />
        <ImageDemo />
        <TimelineDemo />
        <CalendarAndTime />
      </ShowcaseGrid>
    </ShowcasePage>
  );
}
