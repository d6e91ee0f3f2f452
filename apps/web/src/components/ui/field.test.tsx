import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Input } from './input';
import { Label } from './label';
import { Spinner } from './spinner';

describe('Field', () => {
  it('labels the input and describes it with the hint and the error', () => {
    render(
      <Field label="Username" hint="3 to 20 characters" error="Username already taken">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['3 to 20 characters', 'Username already taken']);
  });

  it('is valid and undescribed without error or hint', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    render(
      <div>
        <Checkbox id="newsletter" />
        <Label htmlFor="newsletter">Keep me in the loop</Label>
      </div>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Keep me in the loop' });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByText('Keep me in the loop'));
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Spinner', () => {
  it('announces Loading... to screen readers', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
