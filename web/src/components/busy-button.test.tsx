import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from './busy-button';

/** A form whose submit button is busy or not, as a product form renders it while it saves. */
function SaveForm({ busy, onSubmit, onClick }: { busy: boolean; onSubmit: () => void; onClick?: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" />
      <BusyButton type="submit" label="Save" busy={busy} onClick={onClick} />
    </form>
  );
}

describe('BusyButton: a button that keeps the focus while it works (WCAG 2.4.3)', () => {
  it('keeps the focus when it turns busy: it stays enabled for the keyboard and says it is busy and unavailable', () => {
    const { rerender } = render(<SaveForm busy={false} onSubmit={() => {}} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBeNull();

    rerender(<SaveForm busy onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg.p-button-loading-icon')).not.toBeNull();

    rerender(<SaveForm busy={false} onSubmit={() => {}} />);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.querySelector('svg.p-button-loading-icon')).toBeNull();
  });

  it('ignores a press while busy: onClick is not called and the form is not submitted', () => {
    const onSubmit = vi.fn();
    const onClick = vi.fn();
    const { rerender } = render(<SaveForm busy onSubmit={onSubmit} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    // The same press once the work is done does both (the test would pass vacuously otherwise).
    rerender(<SaveForm busy={false} onSubmit={onSubmit} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled when `disabled` is passed and it is not busy; busy wins over disabled', () => {
    const { rerender } = render(<BusyButton type="button" label="Send" disabled />);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBeNull();

    rerender(<BusyButton type="button" label="Send" disabled busy />);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
