import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { api } from '../../lib/api-client';
import { userDataAtom } from '../../state/session';
import { useFormMessage } from '../../components/form-field';
import type { FormMessage } from '../../components/form-state';
import { UNEXPECTED } from './form/auth-form';
import { AUTH_REFUSALS, envelopeProblem } from './form/server-messages';
import { AuthPage } from './auth-page';
import { ResendActivationForm } from './resend-activation-form';
import * as paths from '../../../../common/paths';

/** `active`: activated now; `already-active`: the link was opened before (or the account is active another way). */
type Outcome = { kind: 'active' } | { kind: 'already-active' } | { kind: 'invalid'; message: FormMessage };

/** One request per token, even when React runs the effect twice (development StrictMode). */
const attempts = new Map<string, Promise<Outcome>>();
function activate(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api.POST('/api/careers/activate-account', { body: { token } }).then(
      ({ data, error, response }): Outcome => {
        if (data) return { kind: 'active' };
        const { problem, message } = envelopeProblem(error, response.status);
        if (problem.code === 'account_active') return { kind: 'already-active' };
        return { kind: 'invalid', message: message ?? UNEXPECTED };
      },
      (): Outcome => ({ kind: 'invalid', message: UNEXPECTED }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Where to go once the account is active: on with the session, or sign in. */
function Onward({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link href={paths.careers.home}>
      <Trans>Continue to the careers portal</Trans>
    </Link>
  ) : (
    <Link href={paths.auth.login}>
      <Trans>Sign in</Trans>
    </Link>
  );
}

/** /careers/activate-account?token=…: activates on load, shows the outcome and offers a new link. */
export default function ActivateAccount() {
  const text = useFormMessage();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [userData, setUserData] = useAtom(userDataAtom);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pendingUser = userData?.status === 'pending';
  const active = outcome?.kind === 'active' || outcome?.kind === 'already-active';

  useEffect(() => {
    if (!token) return;
    let live = true;
    void activate(token).then(async (result) => {
      if (!live) return;
      setOutcome(result);
      // The signed-in account may be the one just activated: take its status from the server.
      if (result.kind !== 'invalid' && pendingUser) {
        const { data } = await api.GET('/api/auth/me').catch(() => ({ data: undefined }));
        if (data && live) setUserData(data);
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pendingUser is read once per token: the update above must not run it again
  }, [token]);

  return (
    <AuthPage variant="basic" title={<Trans>Activate your account</Trans>}>
      {!token ? (
        <p className="auth-intro">
          <Trans>Open this page from the link in the activation e-mail. No e-mail, or the link has expired? Ask for a new one below.</Trans>
        </p>
      ) : outcome === null ? (
        <p className="auth-intro" role="status">
          <Trans>Activating your account…</Trans>
        </p>
      ) : outcome.kind === 'active' ? (
        <div className="auth-outcome auth-outcome--success" role="status">
          <p>
            <Trans>Your account is active. You can now submit applications.</Trans>
          </p>
          <Onward signedIn={Boolean(userData)} />
        </div>
      ) : outcome.kind === 'already-active' ? (
        <div className="auth-outcome auth-outcome--success" role="status">
          <p>{text(AUTH_REFUSALS.account_active!)}</p>
          <Onward signedIn={Boolean(userData)} />
        </div>
      ) : (
        <div className="auth-outcome" role="alert">
          <p>{text(outcome.message)}</p>
        </div>
      )}
      {active ? null : <ResendActivationForm initialEmail={userData?.email ?? ''} />}
    </AuthPage>
  );
}
