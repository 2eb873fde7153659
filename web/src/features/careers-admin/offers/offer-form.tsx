import type { ReactNode } from 'react';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import { ADMIN_REFUSALS } from '../refusals';
import { offersChanged } from './api';
import { ProblemAlert } from '../../../components/problem-alert';

/** One call on an offer or a check: the screens are refreshed after it, its refusal is kept in words. */
export function useOfferCall() {
  const { problem, call } = useRefusableCall(ADMIN_REFUSALS, offersChanged);
  return { problem, call };
}

/** A labelled form of the offer panel that submits without a reload and shows its refusal above its buttons. */
export function OfferForm({ label, problem, onSubmit, children }: { label: string; problem: string | null; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="offer-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ProblemAlert problem={problem} />
    </form>
  );
}
