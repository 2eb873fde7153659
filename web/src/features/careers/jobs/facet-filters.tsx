import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import type { FacetKey, JobFilters } from './query-state';

type JobFacets = components['schemas']['JobFacets'];

const LABELS: Record<FacetKey, Record<string, MessageDescriptor>> = {
  department: DEPARTMENT_LABELS,
  location: SITE_LABELS,
  employmentType: EMPLOYMENT_TYPE_LABELS,
  workingPattern: WORKING_PATTERN_LABELS,
};

const LEGENDS: Record<FacetKey, ReactNode> = {
  department: <Trans>Department</Trans>,
  location: <Trans>Site</Trans>,
  employmentType: <Trans>Employment type</Trans>,
  workingPattern: <Trans>Working pattern</Trans>,
};

interface FacetFiltersProps {
  /** The form the boxes are submitted with when the page works without scripts. */
  form: string;
  facets: JobFacets;
  filters: JobFilters;
  onToggle: (key: FacetKey, value: string, on: boolean) => void;
}

/**
 * One group of checkboxes per filter, each value with the number of open jobs it would show. A
 * value no job has under the other choices is left out unless it is chosen (so it can be unticked).
 */
export function FacetFilters({ form, facets, filters, onToggle }: FacetFiltersProps) {
  const { i18n } = useLingui();
  const text = (key: FacetKey, value: string) => wordFor(i18n, LABELS[key], value);
  return (
    <>
      {(Object.keys(LEGENDS) as FacetKey[]).map((key) => {
        const chosen = filters[key] as string[];
        const shown = facets[key].filter(({ value, count }) => count > 0 || chosen.includes(value));
        if (shown.length === 0) return null;
        return (
          <fieldset key={key} className="jobs-facet">
            <legend>{LEGENDS[key]}</legend>
            {shown.map(({ value, count }) => {
              const id = `facet-${key}-${value.replace(/[^a-zA-Z0-9-]/g, '_')}`;
              return (
                <div key={value} className="jobs-facet__option">
                  <input
                    type="checkbox"
                    id={id}
                    name={key}
                    value={value}
                    form={form}
                    checked={chosen.includes(value)}
                    onChange={(event) => onToggle(key, value, event.target.checked)}
                  />
                  <label htmlFor={id}>
                    {text(key, value)} <span className="jobs-facet__count">({count})</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
