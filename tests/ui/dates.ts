/**
 * Entering a date into the app's date field (src/ui/DateInput.tsx, MUI X's picker) as a person pastes
 * it: the whole field selected, the date as the screen's language shows it ('01/31/2025' in English,
 * '31.01.2025' in Russian).
 */
import type { UserEvent } from '@testing-library/user-event';

export async function typeDate(user: UserEvent, input: HTMLElement, shown: string) {
  await user.click(input);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(shown);
}

export async function clearDate(user: UserEvent, input: HTMLElement) {
  await user.click(input);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}
