import { Trans } from '@lingui/react/macro';

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
