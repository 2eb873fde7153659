import { useState, type ReactNode } from 'react';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { ADMIN_REFUSALS } from '../refusals';
import { offersChanged } from './api';

/** One call on an offer or a check: the screens are refreshed after it, its refusal is kept in words. */
export function useOfferCall() {
  const [problem, setProblem] = useState<string | null>(null);
  const call = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      await offersChanged();
      return true;
    } catch (error) {
      setProblem(problemText(apiProblem(error), ADMIN_REFUSALS));
      return false;
    }
  };
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
      {problem ? (
        <p role="alert" className="application-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
