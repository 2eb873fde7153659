import { localeOptions } from 'primereact/api';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** PrimeReact's own English labels, taken before any locale of ours replaces them. */
const ENGLISH_ARIA = { ...((localeOptions('en') as { aria?: Record<string, string> }).aria ?? {}) };

/**
 * The accessible names PrimeReact gives its own controls (paginators, row selection, dialogs,
 * carousels, ratings, password toggles), in the active language. `{page}`, `{star}` and
 * `{slideNumber}` are PrimeReact's placeholders and stay as they are.
 */
export function primeAria() {
  const text = (descriptor: MessageDescriptor, values?: Record<string, string>) => {
    const withValues: MessageDescriptor = values ? Object.assign({}, descriptor, { values }) : descriptor;
    return i18n._(withValues);
  };
  return {
    ...ENGLISH_ARIA,
    close: text(msg`Close`),
    previous: text(msg`Previous`),
    next: text(msg`Next`),
    navigation: text(msg`Navigation`),
    scrollTop: text(msg`Back to top`),
    pageLabel: text(msg({ message: 'Page {page}', comment: 'Keep {page} as it is: PrimeReact puts the page number there' }), { page: '{page}' }),
    firstPageLabel: text(msg`First page`),
    lastPageLabel: text(msg`Last page`),
    nextPageLabel: text(msg`Next page`),
    prevPageLabel: text(msg`Previous page`),
    rowsPerPageLabel: text(msg`Rows per page`),
    jumpToPageDropdownLabel: text(msg`Go to page`),
    jumpToPageInputLabel: text(msg`Go to page`),
    selectAll: text(msg`All items selected`),
    unselectAll: text(msg`All items unselected`),
    selectRow: text(msg`Row selected`),
    unselectRow: text(msg`Row unselected`),
    expandRow: text(msg`Row expanded`),
    collapseRow: text(msg`Row collapsed`),
    selectLabel: text(msg`Select`),
    unselectLabel: text(msg`Unselect`),
    removeLabel: text(msg`Remove`),
    listView: text(msg`List view`),
    gridView: text(msg`Grid view`),
    slide: text(msg`Slide`),
    zoomImage: text(msg`Zoom image`),
    zoomIn: text(msg`Zoom in`),
    zoomOut: text(msg`Zoom out`),
    rotateLeft: text(msg`Rotate left`),
    rotateRight: text(msg`Rotate right`),
    passwordShow: text(msg`Show password`),
    passwordHide: text(msg`Hide password`),
    star: text(msg`1 star`),
    stars: text(msg({ message: '{star} stars', comment: 'Keep {star} as it is: PrimeReact puts the number of stars there' }), { star: '{star}' }),
    trueLabel: text(msg`Yes`),
    falseLabel: text(msg`No`),
    nullLabel: text(msg`Not selected`),
  };
}
