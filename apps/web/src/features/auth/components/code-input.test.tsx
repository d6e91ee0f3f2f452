import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

function ControlledCodeInput({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const slots = () => screen.getAllByRole('textbox');
const slot = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('offers six labelled numeric slots with one-time-code autofill', () => {
    render(<ControlledCodeInput />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(slots()).toHaveLength(6);
    for (const input of slots()) {
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    }
  });

  it('moves to the next slot as digits are typed', async () => {
    render(<ControlledCodeInput />);
    await userEvent.click(slot(1));
    await userEvent.keyboard('123');
    expect(value()).toBe('123');
    expect(slots().map((input) => (input as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '',
      '',
      '',
    ]);
    expect(document.activeElement).toBe(slot(4));
  });

  it('ignores anything that is not a digit', async () => {
    render(<ControlledCodeInput />);
    await userEvent.click(slot(1));
    await userEvent.keyboard('a1-b 2!');
    expect(value()).toBe('12');
    fireEvent.change(slot(3), { target: { value: 'x' } });
    expect(value()).toBe('12');
  });

  it('fills every slot when a whole code is pasted, wherever the caret is', async () => {
    render(<ControlledCodeInput initial="9" />);
    await userEvent.click(slot(2));
    await userEvent.paste('Your code: 482 913');
    expect(value()).toBe('482913');
    expect(document.activeElement).toBe(slot(6));
  });

  it('fills every slot from a one-time-code autofill into one slot', () => {
    render(<ControlledCodeInput />);
    fireEvent.change(slot(1), { target: { value: '104729' } });
    expect(value()).toBe('104729');
  });

  it('moves back with Backspace, clearing the digit before the caret', async () => {
    render(<ControlledCodeInput />);
    await userEvent.click(slot(1));
    await userEvent.keyboard('123');
    expect(document.activeElement).toBe(slot(4));
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(slot(3));
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(document.activeElement).toBe(slot(1));
  });

  it('moves with the arrow keys and replaces the digit in the focused slot', async () => {
    render(<ControlledCodeInput initial="1234" />);
    await userEvent.click(slot(4));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(slot(2));
    await userEvent.keyboard('9');
    expect(value()).toBe('1934');
    expect(document.activeElement).toBe(slot(3));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(slot(5));
  });

  it('never leaves a gap: focusing a later empty slot lands on the first empty one', async () => {
    render(<ControlledCodeInput initial="12" />);
    await userEvent.click(slot(6));
    expect(document.activeElement).toBe(slot(3));
  });
});
