import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, ChevronDown, Shapes, Table } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { useLocation } from 'wouter';
import { BreadCrumb } from 'primereact/breadcrumb';
import { TabMenu } from 'primereact/tabmenu';
import { TabView, TabPanel } from 'primereact/tabview';
import { Paginator } from 'primereact/paginator';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Dropdown } from 'primereact/dropdown';
import { Menu } from 'primereact/menu';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { ShowcaseSection } from '../../../components/showcase';
import { HIDDEN_NATIVE_SELECT } from '../../../components/prime-fixes';
import * as paths from '../../../../../common/paths';

/** Breadcrumb (real links) and nav (a tab menu whose items switch what is shown). */
export function BreadcrumbAndNav() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [active, setActive] = useState(0);
  const go = (path: string) => (event: { originalEvent: { preventDefault(): void } }) => {
    event.originalEvent.preventDefault();
    navigate(path);
  };
  const trail: MenuItem[] = [
    { label: t`UI kit`, url: paths.demo.uiCards, command: go(paths.demo.uiCards) },
    {
      label: t`Components`,
      url: paths.demo.uiComponents,
      command: go(paths.demo.uiComponents),
      template: (item, options) => (
        <a href={item.url} className={`${options.className} components__crumb-current`} aria-current="page" onClick={options.onClick}>
          {item.label}
        </a>
      ),
    },
  ];
  const sections = [t`Overview`, t`Shifts`, t`Team`];
  const texts = [t`The ward at a glance: 24 beds, 3 teams.`, t`Early, late and night shifts of the week.`, t`Nurses, doctors and porters on duty.`];
  return (
    <ShowcaseSection title={<Trans>Breadcrumb and nav</Trans>}>
      <div className="showcase__stack">
        {/* PrimeReact marks its separators role="separator", which an ordered list may not hold: they stay list items, hidden. */}
        <BreadCrumb model={trail} home={{ label: t`Careers`, url: paths.careers.home, command: go(paths.careers.home) }} aria-label={t`Breadcrumb`} pt={{ separator: { role: undefined, 'aria-hidden': true } }} />
        <TabMenu model={sections.map((label) => ({ label }))} activeIndex={active} onTabChange={(e) => setActive(e.index)} aria-label={t`Ward sections`} />
        <p>{texts[active]}</p>
      </div>
    </ShowcaseSection>
  );
}

/** Tabs: PrimeReact TabView (arrow keys move between tabs). */
export function Tabs() {
  const { t } = useLingui();
  return (
    <ShowcaseSection title={<Trans>Tabs</Trans>}>
      <TabView>
        <TabPanel header={t`Job`}>
          <p>
            <Trans>Staff nurse, emergency department, full time.</Trans>
          </p>
        </TabPanel>
        <TabPanel header={t`Requirements`}>
          <p>
            <Trans>A nursing degree and registration with the nursing council.</Trans>
          </p>
        </TabPanel>
        <TabPanel header={t`Benefits`}>
          <p>
            <Trans>Training budget, meal allowance and a pension plan.</Trans>
          </p>
        </TabPanel>
      </TabView>
    </ShowcaseSection>
  );
}

/** Pagination: the Paginator pages through a list of departments. */
export function Pagination() {
  const { t } = useLingui();
  const items = [t`Anaesthesia`, t`Cardiology`, t`Dermatology`, t`Emergency medicine`, t`Gastroenterology`, t`Haematology`, t`Neurology`, t`Obstetrics`, t`Oncology`, t`Orthopaedics`, t`Paediatrics`, t`Psychiatry`];
  const [first, setFirst] = useState(0);
  const rows = 3;
  return (
    <ShowcaseSection title={<Trans>Pagination</Trans>}>
      <ul className="components__paged-list">
        {items.slice(first, first + rows).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Paginator first={first} rows={rows} totalRecords={items.length} onPageChange={(e) => setFirst(e.first)} template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink" />
    </ShowcaseSection>
  );
}

/** Collapse: an accordion of questions. */
export function Collapse() {
  const { t } = useLingui();
  return (
    <ShowcaseSection title={<Trans>Collapse</Trans>}>
      <Accordion multiple activeIndex={[0]}>
        <AccordionTab header={t`How long does an application take?`}>
          <p>
            <Trans>About ten minutes, once your documents are uploaded.</Trans>
          </p>
        </AccordionTab>
        <AccordionTab header={t`Can I apply to several jobs?`}>
          <p>
            <Trans>Yes: each application is followed on its own.</Trans>
          </p>
        </AccordionTab>
      </Accordion>
    </ShowcaseSection>
  );
}

/** Dropdown: a select list and a menu of actions. */
export function Dropdowns() {
  const { t } = useLingui();
  const [shift, setShift] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const menu = useRef<Menu>(null);
  const shifts = [
    { label: t`Early (07:00–15:00)`, value: 'early' },
    { label: t`Late (15:00–23:00)`, value: 'late' },
    { label: t`Night (23:00–07:00)`, value: 'night' },
  ];
  const actions: MenuItem[] = [
    { label: t`Open the jobs board`, icon: <Icon icon={Briefcase} size={16} />, command: () => navigate(paths.careers.jobs) },
    { label: t`Open the tables`, icon: <Icon icon={Table} size={16} />, command: () => navigate(paths.demo.tables) },
    { label: t`Open the icons`, icon: <Icon icon={Shapes} size={16} />, command: () => navigate(paths.demo.uiIcons) },
  ];
  return (
    <ShowcaseSection title={<Trans>Dropdown</Trans>}>
      <div className="showcase__stack">
        <label htmlFor="components-shift" className="components__label">
          <Trans>Preferred shift</Trans>
        </label>
        <Dropdown inputId="components-shift" value={shift} options={shifts} onChange={(e) => setShift(e.value as string)} placeholder={t`Choose a shift`} className="components__field" pt={HIDDEN_NATIVE_SELECT} />
        <div className="showcase__row">
          <Button type="button" label={t`Actions`} icon={<Icon icon={ChevronDown} size={16} />} iconPos="right" outlined aria-haspopup="menu" aria-controls="components-actions" onClick={(e) => menu.current?.toggle(e)} />
          <Menu model={actions} popup ref={menu} id="components-actions" />
        </div>
      </div>
    </ShowcaseSection>
  );
}
