/**
 * The one form pattern (src/ui): AmountField keeps what was typed and refuses with SPEC.md's texts;
 * FormDialog validates with the contract schema, keeps values on a refusal and puts server field
 * errors on their fields.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from 'react-admin';
import { z } from 'zod';
import { amountField, nameField } from '../../src/domain/fields';
import { AmountField, amountValue, typedPayment } from '../../src/ui/AmountField';
import { AmountInput } from '../../src/ui/AmountInput';
import { FormDialog } from '../../src/ui/FormDialog';
import { renderWithAdmin } from './render';

function Controlled({ initial = '', rule }: { initial?: string; rule?: Parameters<typeof AmountField>[0]['rule'] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountField label="amount" value={value} onChange={setValue} rule={rule} testId="amount" />
      <output data-testid="sent">{String(amountValue(value, rule))}</output>
    </>
  );
}

describe('AmountField', () => {
  it('keeps a minus sign as typed and refuses it with a message (never turns -100 into 100)', async () => {
    renderWithAdmin(<Controlled />, { locale: 'en' });
    const input = await screen.findByTestId('amount');
    await userEvent.type(input, '-100');
    expect(input).toHaveProperty('value', '-100');
    expect(await screen.findByText('The amount must not be negative.')).toBeTruthy();
    expect(screen.getByTestId('sent').textContent).toBe('null');
  });

  it('accepts a comma decimal and sends it with a point', async () => {
    renderWithAdmin(<Controlled />, { locale: 'en' });
    const input = await screen.findByTestId('amount');
    await userEvent.type(input, '12,50');
    expect(input).toHaveProperty('value', '12,50');
    expect(screen.getByTestId('sent').textContent).toBe('12.50');
    expect(screen.queryByText('A valid number is required.')).toBeNull();
  });

  it('keeps a bad amount and says "A valid number is required." (en) / its Russian text (ru)', async () => {
    const { unmount } = renderWithAdmin(<Controlled />, { locale: 'en' });
    await userEvent.type(await screen.findByTestId('amount'), '12a');
    expect(screen.getByTestId('amount')).toHaveProperty('value', '12a');
    expect(await screen.findByText('A valid number is required.')).toBeTruthy();
    unmount();
    renderWithAdmin(<Controlled />, { locale: 'ru' });
    await userEvent.type(await screen.findByTestId('amount'), 'abc');
    expect(await screen.findByText('Требуется корректное число.')).toBeTruthy();
  });

  it('refuses a third decimal and an amount beyond the database precision', async () => {
    renderWithAdmin(<Controlled />, { locale: 'en' });
    await userEvent.type(await screen.findByTestId('amount'), '1.005');
    expect(await screen.findByText('Ensure that there are no more than 2 decimal places.')).toBeTruthy();
    await userEvent.clear(screen.getByTestId('amount'));
    await userEvent.type(screen.getByTestId('amount'), '99999999999999999');
    expect(await screen.findByText('The amount is too large.')).toBeTruthy();
  });
});

describe('typedPayment: one rule for every payment field (checkout, debt cover, prepayment, closing a booking)', () => {
  it("takes nothing or a lone '.' as no amount yet, a comma as the point, and refuses the rest", () => {
    for (const empty of ['', ' ', '.', ' . ']) expect(typedPayment(empty), JSON.stringify(empty)).toBeNull();
    expect(typedPayment('12,5')).toBe('12.5');
    expect(typedPayment('0.10')).toBe('0.10');
    for (const bad of ['-1', '0', '1.234', 'abc', '1..2']) expect(typedPayment(bad), bad).toBe('invalid');
  });
});

describe('FormDialog', () => {
  const schema = z.object({ name: nameField(64), amount: amountField({ allowZero: false }) });

  it('disables submit until valid, sends the values, and shows server field errors on their fields', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ status: 409, body: { errors: [{ code: 'already_exists', message: 'x', field: 'name' }] } }).mockResolvedValueOnce(undefined);
    renderWithAdmin(
      <FormDialog open title="Add" schema={schema} defaultValues={{ name: '', amount: '' }} onSubmit={onSubmit} onClose={() => undefined} testId="dlg">
        <TextInput source="name" label="name" />
        <AmountInput source="amount" label="amount" testId="dlg-amount" />
      </FormDialog>,
      { locale: 'en' },
    );
    const submit = await screen.findByTestId('dlg-submit');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(/name/), 'Shop');
    await userEvent.type(screen.getByTestId('dlg-amount'), '10,5');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Shop', amount: '10,5' });
    expect(await screen.findAllByText('An item with the same value already exists.')).not.toHaveLength(0);
    // the values are kept for a retry
    expect(screen.getByTestId('dlg-amount')).toHaveProperty('value', '10,5');
  });
});
