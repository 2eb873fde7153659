import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ShowcaseSection } from '../../../components/showcase';

/**
 * Sliders: one value and a range, their values written out in the user's language. Native range
 * inputs: PrimeReact 10's Slider reports its position in per cent as aria-valuenow (not the value)
 * and cannot name the two handles of a range apart.
 */
export function Sliders() {
  const { t, i18n } = useLingui();
  const [hours, setHours] = useState(36);
  const [low, setLow] = useState(25_000);
  const [high, setHigh] = useState(45_000);
  const ids = { hours: useId(), low: useId(), high: useId() };
  const money = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const lowText = money.format(low);
  const highText = money.format(high);
  const hoursText = t`${hours} hours a week`;
  return (
    <ShowcaseSection title={<Trans>Sliders</Trans>}>
      <div className="showcase__stack extensions__sliders">
        <label htmlFor={ids.hours} className="extensions__label">
          <Trans>Working time: {hoursText}</Trans>
        </label>
        <input id={ids.hours} type="range" min={8} max={48} step={4} value={hours} aria-valuetext={hoursText} onChange={(e) => setHours(Number(e.target.value))} />
        <fieldset className="extensions__range">
          <legend className="extensions__label">
            <Trans>Yearly salary: {lowText} to {highText}</Trans>
          </legend>
          <label htmlFor={ids.low}>
            <Trans>Lowest</Trans>
          </label>
          <input id={ids.low} type="range" min={15_000} max={95_000} step={1_000} value={low} aria-valuetext={lowText} onChange={(e) => setLow(Math.min(Number(e.target.value), high))} />
          <label htmlFor={ids.high}>
            <Trans>Highest</Trans>
          </label>
          <input id={ids.high} type="range" min={15_000} max={95_000} step={1_000} value={high} aria-valuetext={highText} onChange={(e) => setHigh(Math.max(Number(e.target.value), low))} />
        </fieldset>
      </div>
    </ShowcaseSection>
  );
}

/** Clipboard copy with the Clipboard API, confirmed on screen and to screen readers. */
export function ClipboardCopy() {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('https://careers.example.org/jobs/staff-nurse');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <ShowcaseSection title={<Trans>Copy to clipboard</Trans>}>
      <label htmlFor={id} className="extensions__label">
        <Trans>Link to share</Trans>
      </label>
      <div className="showcase__row">
        <InputText
          id={id}
          value={text}
          maxLength={500}
          onChange={(e) => {
            setText(e.target.value);
            setResult(null);
          }}
          className="extensions__grow"
        />
        <Button type="button" label={t`Copy`} icon={<Icon icon={Copy} size={16} />} onClick={() => void copy()} disabled={!text} />
      </div>
      <p role="status" className="extensions__status">
        {result === 'copied' ? <Trans>Copied to the clipboard.</Trans> : result === 'failed' ? <Trans>The browser did not allow copying: select the text and copy it yourself.</Trans> : null}
      </p>
    </ShowcaseSection>
  );
}
