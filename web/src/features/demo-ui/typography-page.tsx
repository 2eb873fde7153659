import { Trans, useLingui } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage, ShowcaseSection } from '../../components/showcase';
import './typography/typography.css';

/** /ui/typography: the portal's type: headings, text, lists, quotes and code, in the skin's colours. */
export default function TypographyPage() {
  const { t } = useLingui();
  const sizes = [
    ['typo-h1', t`Heading 1`],
    ['typo-h2', t`Heading 2`],
    ['typo-h3', t`Heading 3`],
    ['typo-h4', t`Heading 4`],
    ['typo-h5', t`Heading 5`],
    ['typo-h6', t`Heading 6`],
  ] as const;
  return (
    <ShowcasePage title={<Trans>Typography</Trans>} intro={<Trans>The system font stack of the portal (nothing to download), its heading sizes and the text elements the screens use.</Trans>}>
      <ShowcaseGrid>
        <ShowcaseSection title={<Trans>Headings</Trans>} description={<Trans>The sizes of the six heading levels. A page has one first-level heading; sections go down one level at a time.</Trans>}>
          {sizes.map(([className, label]) => (
            <p key={className} className={className}>
              {label}
            </p>
          ))}
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Text</Trans>}>
          <p className="typo-lead">
            <Trans>A lead paragraph introduces a page in slightly larger type.</Trans>
          </p>
          <p>
            <Trans>
              Body text is set at 1 rem with a line height of 1.5. Inline elements: <strong>strong importance</strong>, <em>emphasis</em>, <mark>highlighted text</mark>,{' '}
              <small>small print</small>, <del>deleted text</del>, <ins>inserted text</ins>, <abbr title="Intensive care unit">ICU</abbr>, <code>inline code</code> and the key{' '}
              <kbd>Enter</kbd>.
            </Trans>
          </p>
          <p className="typo-secondary">
            <Trans>Secondary text, for hints and metadata.</Trans>
          </p>
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Lists</Trans>}>
          <ul>
            <li>
              <Trans>An unordered list item</Trans>
            </li>
            <li>
              <Trans>Another item</Trans>
              <ul>
                <li>
                  <Trans>A nested item</Trans>
                </li>
              </ul>
            </li>
          </ul>
          <ol>
            <li>
              <Trans>First step</Trans>
            </li>
            <li>
              <Trans>Second step</Trans>
            </li>
          </ol>
          <dl className="typo-description">
            <dt>
              <Trans>Term</Trans>
            </dt>
            <dd>
              <Trans>Its description, in a description list.</Trans>
            </dd>
          </dl>
        </ShowcaseSection>
        <ShowcaseSection title={<Trans>Quotes and code</Trans>}>
          <figure className="typo-quote">
            <blockquote>
              <p>
                <Trans>Wherever the art of medicine is loved, there is also a love of humanity.</Trans>
              </p>
            </blockquote>
            <figcaption>
              <Trans>— attributed to Hippocrates</Trans>
            </figcaption>
          </figure>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the code block scrolls sideways; focus lets the keyboard scroll it (WCAG 2.1.1) */}
          <pre className="typo-code" tabIndex={0} aria-label={t`Code example`}>
            <code>{`import { HeartPulse } from 'lucide-react';\n\n<Icon icon={HeartPulse} />`}</code>
          </pre>
        </ShowcaseSection>
      </ShowcaseGrid>
    </ShowcasePage>
  );
}
