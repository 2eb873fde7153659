import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useHydratedSession } from '../lib/hydrated-session';
import { ensureCatalogs } from '../lib/i18n';

/**
 * /careers composed here: the public careers home, plus the administrators' figures after its
 * hero. The figures (careers-admin code and chart.js) are a chunk of their own, requested only
 * for a signed-in user who may read applications: visitors and applicants never download them.
 * Their texts are in the careers-admin catalog, which /careers does not load otherwise: it is
 * fetched together with the code (what CatalogGate would do, without waiting for one before the other).
 */
const StatsPanel = lazy(async () => {
  const [panel] = await Promise.all([import('../features/careers-admin/applications/stats-panel'), ensureCatalogs(['careers-admin'])]);
  return panel;
});

/** The figures are extra: if their code cannot be loaded, the careers home still works. */
class FiguresBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status">
        <Trans>The figures could not be loaded just now.</Trans>
      </p>
    );
  }
}

/** The administrators' figures, with the careers-admin catalog their texts come from. */
export function CareersFigures() {
  // Never in the server's HTML: added after hydration for an administrator signed in in this browser.
  const { userData, ability } = useHydratedSession();
  if (!userData || !ability.can('read', 'Application')) return null;
  return (
    <FiguresBoundary>
      <Suspense fallback={null}>
        <StatsPanel />
      </Suspense>
    </FiguresBoundary>
  );
}

/**
 * The route's loader. The careers home stays a chunk of its own (what the size budget measures)
 * and this small module, already in the entry, only puts the figures into its slot.
 */
export async function loadCareersHomePage(): Promise<{ default: ComponentType }> {
  const { default: CareersHome } = await import('../features/careers/careers-home');
  return {
    default: function CareersHomePage() {
      return <CareersHome figures={<CareersFigures />} />;
    },
  };
}
