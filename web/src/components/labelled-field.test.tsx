import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LabelledField } from './labelled-field';

function Example({ error, hint }: { error?: string; hint?: string }) {
  return (
    <LabelledField id="phone" label="Phone" hint={hint} error={error} required className="wide">
      {(a11y) => <input {...a11y} />}
    </LabelledField>
  );
}

describe('a field of the react-hook-form screens', () => {
  it('labels its input and describes it by its hint', () => {
    const { container } = render(<Example hint="With the country code" />);
    const input = screen.getByLabelText('Phone');
    expect(input.id).toBe('phone');
    expect(input.getAttribute('aria-describedby')).toBe('phone-hint');
    expect(document.getElementById('phone-hint')?.textContent).toBe('With the country code');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(container.firstElementChild?.className).toBe('form-field wide');
  });

  it('shows its error under the input, tied to it and marked invalid', () => {
    const { container } = render(<Example hint="With the country code" error="Enter a phone number" />);
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-hint phone-error');
    expect(document.getElementById('phone-error')?.textContent).toBe('Enter a phone number');
    expect(container.firstElementChild?.className).toBe('form-field form-field--invalid wide');
  });

  it('without hint or error, describes its input by nothing', () => {
    render(<Example />);
    const input = screen.getByLabelText('Phone');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('phone-hint')).toBeNull();
    expect(document.getElementById('phone-error')).toBeNull();
  });
});
