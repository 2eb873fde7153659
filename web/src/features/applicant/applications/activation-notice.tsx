import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { userDataAtom } from '../../../state/session';
import { FIELD_IDS } from './model';

/**
 * Said at the start of an application from an account not activated yet: the application can be
 * prepared now, and submitted once the e-mailed link is opened; the link can be sent again here.
 */
export function ActivationNotice() {
  const { t } = useLingui();
  const email = useAtomValue(userDataAtom)?.email ?? '';
  const resend = $api.useMutation('post', '/api/careers/resend-activation');
  return (
    <section id={FIELD_IDS.account} tabIndex={-1} className="application-notice" aria-labelledby="application-account-title">
      <h2 id="application-account-title">
        <Trans>Your account is not activated yet</Trans>
      </h2>
      <p>
        <Trans>
          You can prepare this application now. To submit it, first open the activation link we e-mailed to <span className="application-notice__address">{email}</span>.
        </Trans>
      </p>
      <div className="application-notice__actions">
        <BusyButton type="button" outlined label={t`Resend the link`} onClick={() => resend.mutate({ body: { email } })} busy={resend.isPending} disabled={resend.isPending || !email} />
        <p role="status" className="application-notice__status">
          {resend.isSuccess ? <Trans>A new link is on its way to {email}. It is valid for 48 hours.</Trans> : null}
          {resend.isError ? <Trans>The link could not be sent. Please try again.</Trans> : null}
        </p>
      </div>
    </section>
  );
}
