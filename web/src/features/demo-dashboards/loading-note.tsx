import { Trans } from '@lingui/react/macro';

/** Announces once, politely, that the dashboard is loading (the cards show grey skeletons meanwhile). */
export function LoadingNote({ loading }: { loading: boolean }) {
  return (
    <p className="visually-hidden" role="status">
      {loading ? <Trans>Loading the dashboard…</Trans> : null}
    </p>
  );
}
