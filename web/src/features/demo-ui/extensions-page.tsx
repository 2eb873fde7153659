import { Trans } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage } from '../../components/showcase';
import { ConfirmDialogs, ToastPositions } from './extensions/confirm-and-toasts';
import { ClipboardCopy, Sliders } from './extensions/sliders-and-clipboard';
import { SortableList } from './extensions/sortable-list';
import { DocumentsContextMenu } from './extensions/context-menu';
import { JobCarousel, StaffTree } from './extensions/tree-and-carousel';
import './extensions/extensions.css';

/** /ui/extensions: confirm dialogs, toasts, sliders, drag and drop, clipboard, context menu, carousel and a lazy tree. */
function ExtensionsPage() {
  return (
    <ShowcasePage title={<Trans>Extensions</Trans>} intro={<Trans>Richer interactions of the portal, each usable with the keyboard alone.</Trans>}>
      <ShowcaseGrid>
        <ConfirmDialogs />
        <ToastPositions />
        <Sliders />
        <SortableList />
        <ClipboardCopy />
        <DocumentsContextMenu />
        <StaffTree />
        <JobCarousel />
      </ShowcaseGrid>
    </ShowcasePage>
  );
}

export default ExtensionsPage;
