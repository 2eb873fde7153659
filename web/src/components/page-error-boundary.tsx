import { Component, useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from '../lib/chunk-load';
import * as paths from '../../../common/paths';

let buildCheck: Promise<typeof import('../lib/newer-build')> | undefined;
/** The newer-build check (lib/newer-build.ts), fetched once: main.tsx asks for it once the first page is shown. */
export function prefetchBuildCheck() {
  buildCheck ??= import('../lib/newer-build').catch((error: unknown) => {
    buildCheck = undefined;
    throw error;
  });
  return buildCheck;
}

interface Props {
  /** The route's pattern (`/apps/invoice/edit/:id`): what the error report names, never the address itself. */
  route: string;
  /** A new value (the page's address) clears the error: another page is tried afresh. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Sends what failed to the server log (POST /api/client-errors): the route's pattern and the
 * error's name and message, nothing about the person. A beacon, not the API client: it needs no
 * chunk of its own (the failure may be that chunks cannot be fetched) and survives a reload.
 */
function report(route: string, error: unknown) {
  const failure = error instanceof Error ? error : new Error(String(error));
  const body = { kind: isChunkLoadError(error) ? 'chunk' : 'render', route, name: failure.name.slice(0, 100), message: failure.message.replace(/\s+/g, ' ').slice(0, 500) };
  navigator.sendBeacon?.('/api/client-errors', new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/**
 * Every page renders inside one: a page that throws, or whose code cannot be loaded, shows a
 * translated message with a way on (reload, go home) instead of blanking the app.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    report(this.props.route, error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PageFailed chunk={isChunkLoadError(this.state.error)} />;
  }
}

/** What the SPA shows when its first page could not even start (main.tsx): the failed page, reported. */
export function BootFailed({ error, route }: { error: unknown; route: string }) {
  useEffect(() => report(route, error), [route, error]);
  return <PageFailed chunk={isChunkLoadError(error)} />;
}

/**
 * The failed page: what happened and the ways on (reload, which also fetches code that did not
 * arrive; the careers home). When its code did not arrive and the server now serves a newer build,
 * the page reloads itself once first.
 */
function PageFailed({ chunk }: { chunk: boolean }) {
  const [checkingBuild, setCheckingBuild] = useState(chunk);
  useEffect(() => {
    if (!chunk) return;
    let live = true;
    void prefetchBuildCheck()
      .then((check) => check.reloadOnceForNewerBuild())
      .catch(() => false)
      .then((reloading) => live && !reloading && setCheckingBuild(false));
    return () => {
      live = false;
    };
  }, [chunk]);
  if (checkingBuild) return null;
  return (
    <section className="message-page" aria-labelledby="page-failed-title" role="alert">
      <h1 id="page-failed-title">
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>
        <Trans>Reloading usually helps. What you saved is kept.</Trans>
      </p>
      <div className="message-page__actions">
        <button type="button" className="p-button" onClick={() => location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <a href={paths.careers.home} className="p-button p-button-outlined">
          <Trans>Go to the careers home</Trans>
        </a>
      </div>
    </section>
  );
}
