import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'primereact/button';
import { SpinnerIcon } from 'primereact/icons/spinner';
import type { IconType } from 'primereact/utils';

/** PrimeReact's Button, with `busy` in place of its `loading`. */
export type BusyButtonProps = Omit<ButtonProps, 'loading'> & {
  /** The button's work is under way: it shows a spinner and ignores presses, and keeps the focus. */
  busy?: boolean;
};

/** The spinner PrimeReact's Button shows while `loading`, in the place of the icon. */
const spinner: IconType<ButtonProps> = ({ iconProps }) => <SpinnerIcon className={`${iconProps.className ?? ''} p-button-loading-icon`} spin />;

/**
 * The house button for an action that takes a while (issue 35, WCAG 2.4.3 Focus Order).
 * PrimeReact's `loading` sets the native `disabled` attribute while the work runs: the focused button
 * drops the focus to <body> and the next Tab starts again from the page's top. While `busy`, this
 * button shows the same spinner, looks disabled and says so (`aria-disabled`, `aria-busy`), yet
 * stays in the tab order with the focus on it; a press (click, Enter, Space) does nothing, and a
 * submit button does not submit its form, so a double press never sends twice. `disabled` while
 * not busy is the native attribute, as before (while busy it is not set: the focus would fall).
 */
export function BusyButton({ busy = false, disabled, icon, loadingIcon, className, onClick, ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...rest}
      icon={busy ? (loadingIcon ?? spinner) : icon}
      disabled={busy ? false : disabled}
      aria-disabled={busy ? true : rest['aria-disabled']}
      aria-busy={busy ? true : rest['aria-busy']}
      className={busy ? [className, 'p-disabled p-button-loading'].filter(Boolean).join(' ') : className}
      onClick={press}
    />
  );
}
