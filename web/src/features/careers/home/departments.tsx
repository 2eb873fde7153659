import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { $api } from '../../../lib/query';
import { useRenderedAnswer } from '../../../lib/rendered-query';
import { departmentJobsHref } from '../shared/links';
import { DEPARTMENTS_KEY } from '../shared/server-keys';
import { DEPARTMENT_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import { HomeSection } from './home-section';

/** Every department with its number of open jobs, each linking to the jobs list filtered by it. */
export function Departments() {
  const { i18n } = useLingui();
  const rendered = useRenderedAnswer('/api/careers/departments', DEPARTMENTS_KEY);
  const list = rendered.load($api.useQuery('get', '/api/careers/departments', {}, rendered.options));
  return (
    <HomeSection
      id="home-departments-title"
      title={<Trans>Jobs by department</Trans>}
      load={list}
      failure={<Trans>We could not load the departments just now.</Trans>}
    >
      {list.data ? (
        <ul className="home-departments">
          {list.data.departments.map(({ department, openJobs }) => {
            const name = wordFor(i18n, DEPARTMENT_LABELS, department);
            const count = <Plural value={openJobs} _0="no open jobs" one="# open job" other="# open jobs" />;
            return (
              <li key={department}>
                {openJobs > 0 ? (
                  <Link href={departmentJobsHref(department)}>
                    <span className="home-departments__name">{name}</span> <span className="home-departments__count">{count}</span>
                  </Link>
                ) : (
                  <span className="home-departments__empty">
                    <span className="home-departments__name">{name}</span> <span className="home-departments__count">{count}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </HomeSection>
  );
}
