import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, toOptions } from './select-field';

describe('SelectField', () => {
  it('hands back the chosen option as its own value, a number staying a number', async () => {
    const onChange = vi.fn<(value: 32 | 64) => void>();
    render(
      <SelectField
        label="Output size"
        value={32}
        options={toOptions([32, 64] as const, (size) => `${size} px`)}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Output size' });
    expect(screen.getByRole('option', { name: '64 px' })).toBeDefined();
    await userEvent.selectOptions(select, '64');
    expect(onChange).toHaveBeenCalledWith(64);
  });

  it('keeps a hidden label as the name of the control', () => {
    render(
      <SelectField
        label="Edition of Joker"
        hideLabel
        value=""
        options={[{ value: '', label: 'No edition' }]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Edition of Joker' })).toBeDefined();
    expect(screen.getByText('Edition of Joker').className).toContain('sr-only');
  });
});
