import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { useToast } from '../../../components/toast';
import { CHECK_CATEGORY_LABELS, CHECK_EVIDENCE_LABELS, CHECK_OWNER_LABELS, checkLabel } from '../../../lib/offer-vocabulary';
import { offersChanged } from './api';
import { CheckTypeForm, type CheckType } from './check-type-form';
import { DepartmentDefaults } from './department-defaults';
import '../admin-jobs.css';
import './offers.css';

const CATALOGUE_API = '/api/careers/admin/check-types';

/** /careers/admin/check-types: the check catalogue (configuration, not code) and each department's default checks. */
function CheckTypesPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const load = $api.useQuery('get', CATALOGUE_API);
  const save = $api.useMutation('put', CATALOGUE_API);
  const [editing, setEditing] = useState<CheckType | 'new' | null>(null);
  const catalogue = load.data;
  const types = catalogue?.types ?? [];

  /** Saves the whole catalogue with `type` replaced (or added); the department defaults keep only active types. */
  const saveType = async (type: CheckType) => {
    const next = types.some((x) => x.key === type.key) ? types.map((x) => (x.key === type.key ? type : x)) : [...types, type];
    const active = new Set(next.filter((x) => x.active).map((x) => x.key));
    const departmentDefaults = (catalogue?.departmentDefaults ?? []).map((d) => ({ ...d, checkTypeKeys: d.checkTypeKeys.filter((k) => active.has(k)) }));
    await save.mutateAsync({ body: { types: next, departmentDefaults } });
    await offersChanged();
    setEditing(null);
    toast('success', t`Check type saved`);
  };

  return (
    <section className="admin-jobs-page" aria-labelledby="check-types-title">
      <h1 id="check-types-title">
        <Trans>Check catalogue</Trans>
      </h1>
      <p>
        <Trans>The pre-employment checks an offer can require. A job's checks are copied from its department's defaults.</Trans>
      </p>
      {load.isError ? <p role="alert">{t`We could not load the checks.`}</p> : null}
      {editing ? (
        <CheckTypeForm
          key={editing === 'new' ? 'new' : editing.key}
          type={editing === 'new' ? null : editing}
          takenKeys={editing === 'new' ? types.map((x) => x.key) : []}
          save={saveType}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button type="button" label={t`Add a check type`} onClick={() => setEditing('new')} />
      )}
      <div className="offer-table-wrap">
        <table className="offer-table">
          <caption>{t`Check types`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Check`}</th>
              <th scope="col">{t`Category`}</th>
              <th scope="col">{t`Evidence`}</th>
              <th scope="col">{t`Carried out by`}</th>
              <th scope="col">{t`Valid for (days)`}</th>
              <th scope="col">{t`Use`}</th>
              <th scope="col">{t`Change`}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => {
              const label = checkLabel(type.labels, i18n.locale);
              return (
                <tr key={type.key}>
                  <th scope="row">
                    {label} <span className="offer-key">({type.key})</span>
                  </th>
                  <td>{i18n._(CHECK_CATEGORY_LABELS[type.category])}</td>
                  <td>{i18n._(CHECK_EVIDENCE_LABELS[type.evidence])}</td>
                  <td>{i18n._(CHECK_OWNER_LABELS[type.owner])}</td>
                  <td>{type.validityDays ?? '—'}</td>
                  <td>{type.active ? t`In use` : t`No longer used`}</td>
                  <td>
                    <Button type="button" size="small" outlined label={t`Change`} aria-label={t`Change: ${label}`} onClick={() => setEditing(type)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {catalogue ? <DepartmentDefaults catalogue={catalogue} /> : null}
    </section>
  );
}

export default CheckTypesPage;
