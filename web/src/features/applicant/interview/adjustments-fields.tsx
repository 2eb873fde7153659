import { Trans, useLingui } from '@lingui/react/macro';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '../../../../../common/interview-rules';
import { ADJUSTMENT_KIND_LABELS } from '../../../lib/interview-vocabulary';

export interface AdjustmentsValue {
  kinds: AdjustmentKind[];
  note: string;
}

/** The adjustments an applicant may ask for with their booking: seen by the recruitment admin and the panel's lead only. */
export function AdjustmentsFields({ value, onChange }: { value: AdjustmentsValue; onChange: (value: AdjustmentsValue) => void }) {
  const { i18n } = useLingui();
  const toggle = (kind: AdjustmentKind, on: boolean) => onChange({ ...value, kinds: on ? [...value.kinds, kind] : value.kinds.filter((k) => k !== kind) });
  return (
    <fieldset className="interview-adjustments">
      <legend>
        <Trans>Adjustments you need (optional)</Trans>
      </legend>
      <p className="interview-muted">
        <Trans>Only the recruitment team and the panel's lead see this. It is never written in the calendar invitation.</Trans>
      </p>
      {ADJUSTMENT_KINDS.map((kind) => (
        <label key={kind} className="interview-check">
          <input type="checkbox" checked={value.kinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
          {i18n._(ADJUSTMENT_KIND_LABELS[kind])}
        </label>
      ))}
      <label htmlFor="interview-adjustments-note">
        <Trans>Anything else we should arrange</Trans>
      </label>
      <textarea id="interview-adjustments-note" className="p-inputtext" rows={3} maxLength={1000} value={value.note} onChange={(e) => onChange({ ...value, note: e.target.value })} />
    </fieldset>
  );
}
