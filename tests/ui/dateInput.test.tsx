/** The app's date field follows the app's language, not the browser's: dd.mm.yyyy in Russian, mm/dd/yyyy in English; the value is the API's yyyy-mm-dd. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput } from '../../src/ui/DateInput';
import { renderWithAdmin } from './render';
import { typeDate } from './dates';

function Probe({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Date" value={value} onChange={setValue} testId="date" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('date field', () => {
  it.each([
    ['ru', '10.01.2025', 'ДД.ММ.ГГГГ'],
    ['en', '01/10/2025', 'MM/DD/YYYY'],
  ])('%s: shows %s for 2025-01-10 and takes a date typed that way', async (locale, shown, empty) => {
    const user = userEvent.setup();
    renderWithAdmin(<Probe initial="2025-01-10" />, { locale });
    const input = (await screen.findByTestId('date')) as HTMLInputElement;
    expect(input.value).toBe(shown);
    await typeDate(user, input, shown.replace('10', '20'));
    expect(screen.getByTestId('value').textContent).toBe('2025-01-20');
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(input.value).toBe(empty);
  });
});
