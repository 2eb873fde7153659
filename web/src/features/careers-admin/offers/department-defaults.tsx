import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { DEPARTMENT_LABELS } from '../../../lib/careers-vocabulary';
import { DEPARTMENTS, type Department } from '../../../../../common/careers-vocabulary';
import type { components } from '../../../api/schema';
import { CheckTypeChoices } from './check-type-choices';
import { OfferForm, useOfferCall } from './offer-form';

type Catalogue = components['schemas']['CheckCatalogue'];

/** The checks a department's new jobs start with (a department without its own list takes every active check). */
export function DepartmentDefaults({ catalogue }: { catalogue: Catalogue }) {
  const { t, i18n } = useLingui();
  const save = $api.useMutation('put', '/api/careers/admin/check-types');
  const { problem, call } = useOfferCall();
  const active = catalogue.types.filter((type) => type.active);
  const keysOf = (department: Department) => catalogue.departmentDefaults.find((d) => d.department === department)?.checkTypeKeys ?? active.map((type) => type.key);
  const [department, setDepartment] = useState<Department>(DEPARTMENTS[0]);
  const [keys, setKeys] = useState<string[]>(() => keysOf(DEPARTMENTS[0]));
  const [saved, setSaved] = useState(false);
  const choose = (next: Department) => {
    setDepartment(next);
    setKeys(keysOf(next));
    setSaved(false);
  };
  const submit = async () => {
    const others = catalogue.departmentDefaults.filter((d) => d.department !== department);
    const ordered = active.map((type) => type.key).filter((k) => keys.includes(k));
    setSaved(await call(() => save.mutateAsync({ body: { types: catalogue.types, departmentDefaults: [...others, { department, checkTypeKeys: ordered }] } })));
  };
  return (
    <section aria-labelledby="department-defaults-title" className="offer-department-defaults">
      <h2 id="department-defaults-title">{t`Department defaults`}</h2>
      <OfferForm label={t`Department defaults`} problem={problem} onSubmit={() => void submit()}>
        <label className="form-field__label" htmlFor="department-defaults-department">
          {t`Department`}
        </label>
        <select id="department-defaults-department" className="p-inputtext" value={department} onChange={(e) => choose(e.target.value as Department)}>
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {i18n._(DEPARTMENT_LABELS[d])}
            </option>
          ))}
        </select>
        <CheckTypeChoices legend={t`Checks its new jobs require`} idPrefix="department-check" types={active} keys={keys} onChange={setKeys} />
        {saved ? <p role="status">{t`Saved.`}</p> : null}
        <BusyButton type="submit" label={t`Save the department's checks`} busy={save.isPending} />
      </OfferForm>
    </section>
  );
}
