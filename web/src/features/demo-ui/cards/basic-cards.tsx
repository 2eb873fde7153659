import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from 'primereact/card';
import wardImage from '../assets/ward.svg';
import * as paths from '../../../../../common/paths';

/** PrimeReact cards as they are: title, subtitle, header picture, content and footer. */
export function BasicCards() {
  const { t } = useLingui();
  const departments = [t`Emergency medicine`, t`General surgery`, t`Paediatrics`, t`Radiology`, t`Pharmacy`];
  return (
    <>
      <Card title={t`Open positions`} subTitle={t`The careers board`}>
        <p>
          <Trans>Nurses, doctors, technicians and administrators: every vacancy of the hospital is on the careers board, with its closing date.</Trans>
        </p>
        <Link href={paths.careers.jobs} className="p-button p-button-sm">
          <Trans>Browse the jobs</Trans>
        </Link>
      </Card>
      <Card title={t`Teaching wards`} header={<img className="basic-card__image" src={wardImage} alt={t`Three hospital ward doors, the middle one marked with a cross`} width={320} height={160} />}>
        <p>
          <Trans>A card with a picture in its header. The picture scales with the card and keeps its proportions.</Trans>
        </p>
      </Card>
      <Card title={t`Departments`} subTitle={t`A card with a list`}>
        <ul className="basic-card__list">
          {departments.map((department) => (
            <li key={department}>{department}</li>
          ))}
        </ul>
      </Card>
      <Card
        title={t`Header and footer`}
        footer={
          <Link href={paths.demo.uiComponents} className="p-button p-button-sm p-button-outlined">
            <Trans>See the components</Trans>
          </Link>
        }
      >
        <p>
          <Trans>The footer holds the card's actions; the content stays readable at any width.</Trans>
        </p>
      </Card>
    </>
  );
}
