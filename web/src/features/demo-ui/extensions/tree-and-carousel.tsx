import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tree, type TreeEventNodeEvent } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import { Carousel } from 'primereact/carousel';
import { ShowcaseSection } from '../../../components/showcase';
import { LoadFailure } from '../../../components/page-states';
import { $api, queryClient } from '../../../lib/query';
import { TREE_TOGGLERS } from '../../../components/prime-fixes';
import { STAFF_STATUSES as STATUSES, type StaffStatus as Status } from '../staff-statuses';

/**
 * Tree with a filter and lazy loading: the staff by status, each status's people loaded from the
 * server (`/api/good-table/table_ssr?status=…`) the first time it is opened.
 */
export function StaffTree() {
  const { t, i18n } = useLingui();
  const roots = (): TreeNode[] => (Object.keys(STATUSES) as Status[]).map((status) => ({ key: status, label: i18n._(STATUSES[status]), leaf: false, data: status }));
  const [nodes, setNodes] = useState<TreeNode[]>(roots);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<TreeNode | null>(null);

  const load = async (node: TreeNode) => {
    if (node.children) return;
    setLoading(true);
    setFailed(null);
    try {
      const page = await queryClient.fetchQuery($api.queryOptions('get', '/api/good-table/table_ssr', { params: { query: { status: node.data as Status, perPage: 100, sortBy: 'fullName' } } }));
      const children: TreeNode[] = page.rows.map((row) => ({ key: `${node.key}-${row.id}`, label: `${row.fullName} — ${row.post}`, leaf: true }));
      setNodes((list) => list.map((n) => (n.key === node.key ? { ...n, children } : n)));
    } catch {
      setFailed(node);
    } finally {
      setLoading(false);
    }
  };

  return (
    <ShowcaseSection title={<Trans>Tree</Trans>} description={<Trans>Each group loads its people from the server when it is first opened; the filter searches what is loaded.</Trans>}>
      {failed ? <LoadFailure onRetry={() => void load(failed)} /> : null}
      <Tree
        value={nodes}
        onExpand={(event: TreeEventNodeEvent) => void load(event.node)}
        loading={loading}
        filter
        filterMode="lenient"
        filterPlaceholder={t`Filter the staff`}
        pt={{ ...TREE_TOGGLERS, filterInput: { 'aria-label': t`Filter the staff` } } as object}
        aria-label={t`Staff by status`}
        className="extensions__tree"
      />
    </ShowcaseSection>
  );
}

/** Carousel showing several items at once, fewer on a narrow screen. */
export function JobCarousel() {
  const { t } = useLingui();
  const areas = [
    { title: t`Nursing`, text: t`Wards, theatres and the emergency department.` },
    { title: t`Medicine`, text: t`Residency and specialist posts in 30 specialties.` },
    { title: t`Diagnostics`, text: t`Laboratory, imaging and pathology.` },
    { title: t`Pharmacy`, text: t`Clinical and hospital pharmacy.` },
    { title: t`Administration`, text: t`Finance, human resources and patient services.` },
  ];
  return (
    <ShowcaseSection title={<Trans>Carousel</Trans>}>
      <Carousel
        value={areas}
        numVisible={3}
        numScroll={1}
        circular
        responsiveOptions={[
          { breakpoint: '1400px', numVisible: 2, numScroll: 1 },
          { breakpoint: '768px', numVisible: 1, numScroll: 1 },
        ]}
        itemTemplate={(area: (typeof areas)[number]) => (
          <div className="extensions__slide">
            <h3>{area.title}</h3>
            <p>{area.text}</p>
          </div>
        )}
      />
    </ShowcaseSection>
  );
}
