/** SPEC.md section 9: toasts stay 6000 ms everywhere; empty lists say a real sentence in both languages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify, useTranslate } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { useEffect } from 'react';
import { i18nProvider } from '../../src/i18n';
import { AppNotification, useAppNotify } from '../../src/layout/feedback';

function Notifies() {
  const notify = useNotify();
  useEffect(() => notify('Saved', { type: 'success' }), [notify]);
  return null;
}

function Empty() {
  const translate = useTranslate();
  return <p data-testid="empty">{translate('app.list.no_results')}</p>;
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('a notification without a duration stays 6000 ms, not react-admin\'s 4000', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore({ locale: 'en' })} i18nProvider={i18nProvider}>
          <Notifies />
          <AppNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Saved')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });
});

describe('empty lists', () => {
  it.each([
    ['en', 'No results found'],
    ['ru', 'Результатов не найдено'],
  ])('%s shows a sentence without placeholders', async (locale, text) => {
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore({ locale })} i18nProvider={i18nProvider}>
          <Empty />
        </AdminContext>
      </MemoryRouter>,
    );
    const p = await screen.findByTestId('empty');
    expect(p.textContent).toBe(text);
    expect(p.textContent).not.toContain('%{');
  });
});

describe('error texts (SPEC.md section 8)', () => {
  it('one error: its translated text; several: the field: message list without periods', async () => {
    const { errorText } = await import('../../src/layout/feedback');
    const translate = ((key: string, opts?: { _?: string }) =>
      ({ 'app.messages.invalid_number': 'A valid number is required.', 'app.messages.required': 'is required' } as Record<string, string>)[key] ?? opts?._ ?? key) as never;
    const one = { body: { errors: [{ code: 'invalid_number', message: 'x', field: 'amount' }] } };
    expect(errorText(translate, one)).toBe('A valid number is required.');
    const several = {
      body: {
        errors: [
          { code: 'invalid_number', message: 'x', field: 'prices.0.price' },
          { code: 'required', message: 'is required', field: 'name' },
        ],
      },
    };
    expect(errorText(translate, several)).toBe('prices0price: A valid number is required\nname: is required'.replace('prices0price', 'prices.0.price'));
  });
});

function Says({ replace }: { replace: boolean }) {
  const toast = useAppNotify({ replace });
  return (
    <>
      <button onClick={() => toast.info('app.messages.not_found')}>first</button>
      <button onClick={() => toast.info('app.messages.product_is_out_of_stock')}>second</button>
    </>
  );
}

describe('a replacing toast (the till)', () => {
  const renderSays = (replace: boolean) =>
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore({ locale: 'en' })} i18nProvider={i18nProvider}>
          <Says replace={replace} />
          <AppNotification />
        </AdminContext>
      </MemoryRouter>,
    );

  it('the newest message replaces the one on screen at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSays(true);
    (await screen.findByText('first')).click();
    expect(await screen.findByText('Not found')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    screen.getByText('second').click();
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByText('This product is not in stock')).toBeTruthy();
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('without replace, toasts still queue (each for its duration)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSays(false);
    (await screen.findByText('first')).click();
    expect(await screen.findByText('Not found')).toBeTruthy();
    screen.getByText('second').click();
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByText('Not found')).toBeTruthy();
    expect(screen.queryByText('This product is not in stock')).toBeNull();
  });
});
