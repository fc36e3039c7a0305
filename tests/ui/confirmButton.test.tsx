/**
 * ConfirmButton (src/ui/ConfirmButton.tsx): after the action the record is read again; a refusal that
 * says it changed meanwhile (409: another user acted first) closes the question and reads it again too,
 * so the screen stops offering what was refused; another refusal keeps the question open to retry.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from './render';
import { ConfirmButton } from '../../src/ui/ConfirmButton';
import { apiError } from '../../src/providers/httpClient';
import { errorBody } from '../../src/domain/errors';

async function press(action: () => Promise<unknown>) {
  const reload = vi.fn();
  const onDone = vi.fn();
  renderWithAdmin(<ConfirmButton label="Accept" question="Accept it?" action={action} reload={reload} onDone={onDone} testId="accept" />, { locale: 'en' });
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('accept'));
  await user.click(await screen.findByTestId('accept-confirm'));
  return { reload, onDone };
}

describe('ConfirmButton', () => {
  it('reads the record again after the action', async () => {
    const { reload, onDone } = await press(() => Promise.resolve({ id: 1 }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 1 }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after a 409 (someone else acted first): the question closes and the record is read again', async () => {
    const { reload, onDone } = await press(() => Promise.reject(apiError(409, errorBody('transfer_already_accepted'))));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('accept-confirm')).toBeNull());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('another refusal keeps the question open and reads nothing', async () => {
    const { reload } = await press(() => Promise.reject(apiError(0, errorBody('network_error'))));
    await waitFor(() => expect((screen.getByTestId('accept-confirm') as HTMLButtonElement).disabled).toBe(false));
    expect(reload).not.toHaveBeenCalled();
  });
});
