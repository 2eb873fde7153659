import { Trans } from '@lingui/react/macro';
import { Mail, Phone, User } from 'lucide-react';
import { ShowcaseGrid, ShowcasePage } from '../../components/showcase';
import { LayoutForm } from './layout/layout-form';

/** /forms/layout: the same kinds of fields laid out vertically, horizontally, in columns and with icons. */
export default function LayoutPage() {
  return (
    <ShowcasePage title={<Trans>Form layout</Trans>} intro={<Trans>Forms laid out vertically, horizontally, in columns and with icons; each checks its fields when submitted.</Trans>}>
      <ShowcaseGrid>
        <LayoutForm
          id="fl-vertical"
          title={<Trans>Vertical</Trans>}
          layout="vertical"
          fields={[
            { name: 'name', label: <Trans>Full name</Trans>, autoComplete: 'name' },
            { name: 'email', label: <Trans>E-mail</Trans>, type: 'email', autoComplete: 'email' },
            { name: 'phone', label: <Trans>Phone (optional)</Trans>, type: 'tel', autoComplete: 'tel', optional: true },
          ]}
        />
        <LayoutForm
          id="fl-icons"
          title={<Trans>With icons</Trans>}
          layout="vertical"
          fields={[
            { name: 'name', label: <Trans>Full name</Trans>, autoComplete: 'name', icon: User },
            { name: 'email', label: <Trans>E-mail</Trans>, type: 'email', autoComplete: 'email', icon: Mail },
            { name: 'phone', label: <Trans>Phone</Trans>, type: 'tel', autoComplete: 'tel', icon: Phone },
          ]}
        />
        <LayoutForm
          id="fl-horizontal"
          title={<Trans>Horizontal</Trans>}
          layout="horizontal"
          fields={[
            { name: 'firstName', label: <Trans>First name</Trans>, autoComplete: 'given-name' },
            { name: 'lastName', label: <Trans>Last name</Trans>, autoComplete: 'family-name' },
            { name: 'email', label: <Trans>E-mail</Trans>, type: 'email', autoComplete: 'email' },
          ]}
        />
        <LayoutForm
          id="fl-columns"
          title={<Trans>Multiple columns</Trans>}
          layout="columns"
          fields={[
            { name: 'firstName', label: <Trans>First name</Trans>, autoComplete: 'given-name' },
            { name: 'lastName', label: <Trans>Last name</Trans>, autoComplete: 'family-name' },
            { name: 'city', label: <Trans>City</Trans>, autoComplete: 'address-level2' },
            { name: 'country', label: <Trans>Country</Trans>, autoComplete: 'country-name' },
            { name: 'company', label: <Trans>Company (optional)</Trans>, autoComplete: 'organization', optional: true },
            { name: 'email', label: <Trans>E-mail</Trans>, type: 'email', autoComplete: 'email' },
          ]}
        />
      </ShowcaseGrid>
    </ShowcasePage>
  );
}
