/**
 * The one whole-number input (src/ui/IntegerInput.tsx; SPEC.md 5 'Enter an integer'):
 * the typed text is never rewritten, a refused one says why under the field (the rule of
 * src/domain/fields.ts, the server's) and marks it aria-invalid, and the owner only ever gets an accepted
 * number: on each keystroke, or on blur / Enter for a line saved on the server (a refused save shows the
 * saved number again).
 */
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from './render';
import { IntegerInput, quantityRule, type IntegerInputProps } from '../../src/ui/IntegerInput';

type HarnessProps = Partial<IntegerInputProps> & { initial?: number | null };

/** An owner holding the number; `owner` shows what it holds. */
function Owner({ initial = 2, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <IntegerInput
        label="Quantity"
        testId="qty"
        value={value}
        onChange={(n) => {
          const answer = onChange?.(n);
          if (answer instanceof Promise) return answer.then((ok) => (ok === false ? false : setValue(n)));
          if (answer !== false) setValue(n);
          return answer;
        }}
        {...props}
      />
      <span data-testid="owner">{String(value)}</span>
      <button type="button" onClick={() => setValue((v) => (v ?? 0) + 1)}>
        plus
      </button>
    </>
  );
}

const field = () => screen.getByTestId('qty') as HTMLInputElement;
const owner = () => screen.getByTestId('owner').textContent;
/** renders inside react-admin (our i18n), once the field is there */
async function mount(ui: ReactElement, locale: 'en' | 'ru') {
  renderWithAdmin(ui, { locale });
  await screen.findByTestId('qty');
}

describe('IntegerInput, committing on each keystroke', () => {
  it("says 'Enter an integer' for 1.5, letters and 1e3, keeps the text as typed and never hands the owner a number", async () => {
    const onChange = vi.fn();
    const onProblem = vi.fn();
    await mount(<Owner rule={quantityRule(100)} onChange={onChange} onProblem={onProblem} />, 'en');
    const user = userEvent.setup();
    expect(field().value).toBe('2');
    // a plain text field with a numeric keyboard: the browser never drops or coerces what is typed
    expect(field().getAttribute('type')).toBe('text');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    // pasted whole (typed, '1' of '1.5' would be an accepted 1 on the way)
    for (const typed of ['1.5', 'abc', '1e3', '2,5']) {
      await user.clear(field());
      await user.paste(typed);
      expect(field().value).toBe(typed);
      expect(screen.getByText('Enter an integer')).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(owner()).toBe('2');
      expect(onProblem).toHaveBeenLastCalledWith('integer_required');
    }
    // the message is tied to the field
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('Enter an integer').id);
    expect(onChange).not.toHaveBeenCalled();
    // typed key by key, the owner gets the 1 on the way and never 1.5
    await user.clear(field());
    await user.type(field(), '1.5');
    expect(field().value).toBe('1.5');
    expect(onChange.mock.calls).toEqual([[1]]);
    expect(owner()).toBe('1');
  });

  it('an accepted number goes to the owner at once and its text is kept as typed', async () => {
    const onChange = vi.fn();
    const onProblem = vi.fn();
    await mount(<Owner rule={quantityRule(100)} onChange={onChange} onProblem={onProblem} />, 'en');
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(owner()).toBe('7');
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(field().getAttribute('aria-invalid')).toBe('false');
    // '07' and ' 7 ' are 7: the owner keeps 7, the field keeps what was typed
    await user.clear(field());
    await user.type(field(), '07');
    expect(field().value).toBe('07');
    expect(owner()).toBe('7');
    await user.type(field(), ' ');
    expect(field().value).toBe('07 ');
    expect(owner()).toBe('7');
    // the owner changing its number from outside (a plus button, a scan) shows the new one
    await user.click(screen.getByRole('button', { name: 'plus' }));
    expect(field().value).toBe('8');
  });

  it('an empty field says it is required once left, and holds the owner at its number', async () => {
    const onProblem = vi.fn();
    await mount(<Owner rule={quantityRule(100)} onProblem={onProblem} />, 'en');
    const user = userEvent.setup();
    await user.clear(field());
    expect(field().value).toBe('');
    expect(onProblem).toHaveBeenLastCalledWith('required');
    // while being retyped, no message yet
    expect(field().getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    expect(screen.getByText('is required')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(owner()).toBe('2');
  });

  it("gives SPEC.md's texts below the minimum and above the maximum", async () => {
    await mount(<Owner rule={quantityRule(5, 'maximum_quantity_exceeded')} />, 'en');
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '0');
    expect(screen.getByText('Ensure this value is greater than or equal to 1.')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '-3');
    expect(screen.getByText('Ensure this value is greater than or equal to 1.')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '6');
    expect(screen.getByText('maximum quantity exceeded')).toBeTruthy();
    expect(field().value).toBe('6');
    expect(owner()).toBe('2');
    await user.clear(field());
    await user.type(field(), '5');
    expect(screen.queryByText('maximum quantity exceeded')).toBeNull();
    expect(owner()).toBe('5');
  });

  it('says it in Russian too', async () => {
    await mount(<Owner rule={quantityRule(5, 'maximum_quantity_exceeded')} />, 'ru');
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '1.5');
    expect(screen.getByText('Введите целое число')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '9');
    expect(screen.getByText('превышено максимальное количество')).toBeTruthy();
  });
});

describe('IntegerInput, committing on blur or Enter', () => {
  it('sends the number once on Enter or blur, only when it changed and only when accepted', async () => {
    const onChange = vi.fn();
    await mount(<Owner commitOn="blur" rule={quantityRule(100)} onChange={onChange} />, 'en');
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '4');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[4]]);
    await user.tab();
    // the same number again is not sent again
    expect(onChange.mock.calls).toEqual([[4]]);
    // a refused text stays as typed with its message when left: nothing is sent, nothing is put back
    await user.clear(field());
    await user.type(field(), '1.5');
    await user.tab();
    expect(field().value).toBe('1.5');
    expect(screen.getByText('Enter an integer')).toBeTruthy();
    expect(onChange.mock.calls).toEqual([[4]]);
    expect(owner()).toBe('4');
  });

  it('is disabled while the save runs, and a refused save shows the saved number again', async () => {
    let refuse!: (err: Error) => void;
    const onChange = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    await mount(<Owner commitOn="blur" rule={quantityRule(100)} onChange={onChange} />, 'en');
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '9{Enter}');
    expect(onChange).toHaveBeenCalledWith(9);
    expect(field().disabled).toBe(true);
    await act(async () => refuse(new Error('refused')));
    await waitFor(() => expect(field().disabled).toBe(false));
    expect(field().value).toBe('2');
    expect(owner()).toBe('2');
  });
});
