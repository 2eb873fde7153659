import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AutoComplete } from 'primereact/autocomplete';
import { $api } from '../../../lib/query';
import { LoadFailure } from '../../../components/page-states';
import { Field } from '../form-kit';

interface Suggestion {
  key: string;
  name: string;
  detail: string;
}
interface SuggestionGroup {
  label: string;
  items: Suggestion[];
}

/** Autosuggest over `/api/autosuggest/data`: people (developers, designers) and pages, in groups. */
export function Autosuggest() {
  const { t } = useLingui();
  const query = $api.useQuery('get', '/api/autosuggest/data');
  const [text, setText] = useState<string | Suggestion>('');
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const chosenName = typeof text === 'string' ? '' : text.name;

  const search = (typed: string) => {
    const data = query.data;
    if (!data) return setGroups([]);
    const needle = typed.trim().toLocaleLowerCase();
    const matching = (items: Suggestion[]) => items.filter((item) => item.name.toLocaleLowerCase().includes(needle) || item.detail.toLocaleLowerCase().includes(needle));
    const people = (list: typeof data.developers, kind: string) => list.map((p) => ({ key: `${kind}-${p.email}`, name: p.name, detail: p.email }));
    setGroups(
      [
        { label: t`Developers`, items: matching(people(data.developers, 'dev')) },
        { label: t`Designers`, items: matching(people(data.designers, 'design')) },
        { label: t`Pages`, items: matching(data.pages.map((page) => ({ key: `page-${page.name}`, name: page.name, detail: '' }))) },
      ].filter((group) => group.items.length > 0),
    );
  };

  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  return (
    <Field id="fe-autosuggest" label={<Trans>Search people and pages</Trans>} hint={<Trans>Type part of a name or an e-mail address; suggestions come from the server.</Trans>}>
      {(aria) => (
        <>
          <AutoComplete
            inputId={aria.id}
            value={text}
            // Grouped suggestions: PrimeReact types them as items, but reads the groups (optionGroupChildren).
            suggestions={groups as unknown as Suggestion[]}
            completeMethod={(e) => search(e.query)}
            onChange={(e) => setText(e.value as string | Suggestion)}
            field="name"
            optionGroupLabel="label"
            optionGroupChildren="items"
            itemTemplate={(item: Suggestion) => (
              <span className="demo-suggestion">
                <span>{item.name}</span>
                {item.detail ? <span className="demo-suggestion__detail">{item.detail}</span> : null}
              </span>
            )}
            disabled={!query.data}
            placeholder={query.data ? t`For example: an, design, calendar` : t`Loading suggestions…`}
            aria-describedby={aria['aria-describedby']}
            maxLength={100}
          />
          <p role="status" className="demo-field__hint">
            {chosenName ? <Trans>Chosen: {chosenName}</Trans> : null}
          </p>
        </>
      )}
    </Field>
  );
}
