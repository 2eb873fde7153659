import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { PAGE_LAYOUT_VARIANTS, pageLayoutVariant, type PageLayoutVariant } from '../../layout/page-layout-variant';
import * as paths from '../../../../common/paths';
import './page-layouts/page-layouts.css';

const PATH = paths.demo.uiPageLayouts;

const VARIANTS: Record<PageLayoutVariant, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'collapsed-menu': { name: msg`Collapsed menu`, description: msg`The vertical menu shows only its icons and opens while it is hovered or focused.` },
  boxed: { name: msg`Boxed`, description: msg`The navbar, the content and the footer keep to a centred column on wide screens.` },
  'without-menu': { name: msg`Without menu`, description: msg`The navbar, the content and the footer, with no menu: for focused tasks.` },
  empty: { name: msg`Empty`, description: msg`The whole shell around a page with no content yet: the starting point of a new screen.` },
  blank: { name: msg`Blank`, description: msg`The content alone, without menu, navbar or footer: for sign-in or print-like pages.` },
};

/** The way back from a variant to the user's own layout. */
function BackToOwnLayout() {
  return (
    <Link href={PATH} className="p-button p-button-sm">
      <Trans>Back to your own layout</Trans>
    </Link>
  );
}

/**
 * /ui/page-layouts: the shell's real variants, one link each (`?layout=` is read by the shell, see
 * layout/page-layout-variant.ts). Nothing is saved: the next page is in the user's own layout.
 */
export default function PageLayoutsPage() {
  const { i18n } = useLingui();
  const variant = pageLayoutVariant(useSearch());
  const current = variant ? i18n._(VARIANTS[variant].name) : '';

  if (variant === 'empty' || variant === 'blank') {
    return (
      <div className={`page-layouts page-layouts--${variant}`}>
        <h1 className="page-layouts__title">
          <Trans>Page layout: {current}</Trans>
        </h1>
        <p>{i18n._(VARIANTS[variant].description)}</p>
        <BackToOwnLayout />
      </div>
    );
  }

  return (
    <ShowcasePage
      title={<Trans>Page layouts</Trans>}
      intro={<Trans>Each link shows this page in a variant of the shell. Your saved layout settings stay as they are.</Trans>}
      actions={variant ? <BackToOwnLayout /> : null}
    >
      {variant ? (
        <p className="demo-result page-layouts__current" role="status">
          <Trans>You are viewing the layout “{current}”.</Trans>
        </p>
      ) : null}
      <ShowcaseGrid narrow>
        {PAGE_LAYOUT_VARIANTS.map((name) => {
          const label = i18n._(VARIANTS[name].name);
          return (
            <ShowcaseSection key={name} title={label} description={i18n._(VARIANTS[name].description)}>
              <Link href={`${PATH}?layout=${name}`} className="p-button p-button-sm p-button-outlined" aria-current={variant === name ? 'page' : undefined}>
                <Trans>Show the layout “{label}”</Trans>
              </Link>
            </ShowcaseSection>
          );
        })}
      </ShowcaseGrid>
    </ShowcasePage>
  );
}
