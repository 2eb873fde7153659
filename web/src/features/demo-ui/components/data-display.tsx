import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, BookmarkCheck, Check } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { ListBox } from 'primereact/listbox';
import { Carousel } from 'primereact/carousel';
import { Image } from 'primereact/image';
import { Timeline } from 'primereact/timeline';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { ShowcaseSection } from '../../../components/showcase';
import wardImage from '../assets/ward.svg';
import { LISTBOX_FOCUS } from '../../../components/prime-fixes';
import { dateFormat } from '../../../lib/date-format';

/** List: a ListBox to pick a department (filterable, keyboard: arrows and type-ahead). */
export function List() {
  const { t } = useLingui();
  const [department, setDepartment] = useState<string | null>(null);
  const departments = [t`Cardiology`, t`Emergency medicine`, t`Neurology`, t`Oncology`, t`Paediatrics`, t`Radiology`].map((label) => ({ label, value: label }));
  return (
    <ShowcaseSection title={<Trans>List</Trans>}>
      <p id="components-list-label" className="components__label">
        <Trans>Department</Trans>
      </p>
      <ListBox value={department} options={departments} onChange={(e) => setDepartment(e.value as string)} aria-labelledby="components-list-label" pt={LISTBOX_FOCUS} />
      <p role="status">{department ? <Trans>Chosen: {department}</Trans> : null}</p>
    </ShowcaseSection>
  );
}

/** Carousel of announcements with previous/next buttons and page indicators. */
export function CarouselDemo() {
  const { t } = useLingui();
  const news = [
    { title: t`New paediatric wing`, text: t`Forty beds and a play area open in June.` },
    { title: t`Nursing scholarships`, text: t`Ten scholarships for the specialisation year.` },
    { title: t`Open day`, text: t`Meet the teams on the first Saturday of the month.` },
    { title: t`Research prize`, text: t`Our stroke unit was recognised for its outcomes.` },
  ];
  return (
    <ShowcaseSection title={<Trans>Carousel</Trans>}>
      <Carousel
        value={news}
        numVisible={1}
        numScroll={1}
        itemTemplate={(item: (typeof news)[number]) => (
          <div className="components__slide">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        )}
      />
    </ShowcaseSection>
  );
}

/** Image with a preview that enlarges it (Escape closes). */
export function ImageDemo() {
  const { t } = useLingui();
  return (
    <ShowcaseSection title={<Trans>Image</Trans>}>
      <Image src={wardImage} alt={t`Three hospital ward doors, the middle one marked with a cross`} width="240" preview imageClassName="components__image" />
    </ShowcaseSection>
  );
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Timeline of an application's steps (over the last two weeks). */
export function TimelineDemo() {
  const { t, i18n } = useLingui();
  const date = dateFormat(i18n.locale, { dateStyle: 'medium' });
  const events = [
    { label: t`Application received`, when: daysAgo(14) },
    { label: t`Documents checked`, when: daysAgo(11) },
    { label: t`Interview`, when: daysAgo(4) },
    { label: t`Offer sent`, when: daysAgo(0) },
  ];
  return (
    <ShowcaseSection title={<Trans>Timeline</Trans>}>
      <Timeline
        value={events}
        content={(event: (typeof events)[number]) => (
          <>
            <strong>{event.label}</strong>
            <br />
            <time dateTime={event.when.toISOString()}>{date.format(event.when)}</time>
          </>
        )}
      />
    </ShowcaseSection>
  );
}

/** Buttons: severities, outlined, text, with icons, icon-only (named), toggle and loading; each says it was pressed. */
export function Buttons() {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);
  const [bookmarked, setBookmarked] = useState(false);
  const [pressed, setPressed] = useState('');
  const press = (label: string) => ({ label, onClick: () => setPressed(label) });
  return (
    <ShowcaseSection title={<Trans>Buttons</Trans>}>
      <div className="showcase__stack">
        <div className="showcase__row">
          <Button type="button" {...press(t`Primary`)} />
          <Button type="button" {...press(t`Secondary`)} severity="secondary" />
          <Button type="button" {...press(t`Success`)} severity="success" />
          <Button type="button" {...press(t`Danger`)} severity="danger" />
        </div>
        <div className="showcase__row">
          <Button type="button" {...press(t`Outlined`)} outlined />
          <Button type="button" {...press(t`Text`)} text />
          <Button type="button" {...press(t`With icon`)} icon={<Icon icon={Check} size={16} />} />
          <Button type="button" icon={<Icon icon={bookmarked ? BookmarkCheck : Bookmark} size={16} />} rounded outlined aria-label={t`Bookmark`} aria-pressed={bookmarked} onClick={() => setBookmarked(!bookmarked)} />
          <BusyButton
            type="button"
            label={loading ? t`Loading…` : t`Load for a second`}
            busy={loading}
            onClick={() => {
              setLoading(true);
              setTimeout(() => setLoading(false), 1000);
            }}
          />
        </div>
        <p role="status">{pressed ? <Trans>You pressed “{pressed}”.</Trans> : null}</p>
      </div>
    </ShowcaseSection>
  );
}
