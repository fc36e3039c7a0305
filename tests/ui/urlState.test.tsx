/** Filters kept in the address (src/ui/urlState.ts): shown at once, written to the address, replaced by an address that changes by itself. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { useUrlState } from '../../src/ui/urlState';
import { usePageFor } from '../../src/ui/usePagedPeriod';

function Filters() {
  const [{ place, after }, set] = useUrlState({ place: '', after: '2026-01-01' });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="place" value={place} onChange={(e) => set({ place: e.target.value })} />
      <p data-testid="after">{after}</p>
      <p data-testid="address">{location.search}</p>
      <button onClick={() => navigate('/history?place=9')}>link</button>
    </>
  );
}

describe('useUrlState', () => {
  it('reads the address, shows each keystroke at once, writes it, and leaves defaults out', async () => {
    render(
      <MemoryRouter initialEntries={['/history?after=2026-02-03']}>
        <Filters />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('after').textContent).toBe('2026-02-03');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('place'), '12');
    expect((screen.getByLabelText('place') as HTMLInputElement).value).toBe('12');
    expect(screen.getByTestId('address').textContent).toBe('?after=2026-02-03&place=12');
    await user.clear(screen.getByLabelText('place'));
    expect(screen.getByTestId('address').textContent).toBe('?after=2026-02-03');
  });

  it('an address that changes by itself replaces what is shown', async () => {
    render(
      <MemoryRouter initialEntries={['/history?place=1']}>
        <Filters />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByText('link'));
    expect((screen.getByLabelText('place') as HTMLInputElement).value).toBe('9');
    expect(screen.getByTestId('after').textContent).toBe('2026-01-01');
  });
});

function Paged() {
  const [filter, setFilter] = useState('a');
  const [page, setPage] = usePageFor(filter);
  return (
    <>
      <p data-testid="page">{page}</p>
      <button onClick={() => setPage(page + 1)}>next</button>
      <button onClick={() => setFilter(filter === 'a' ? 'b' : 'a')}>switch</button>
    </>
  );
}

describe('usePageFor', () => {
  it('other filters start at the first page, and so does coming back to the old ones', async () => {
    render(<Paged />);
    const user = userEvent.setup();
    await user.click(screen.getByText('next'));
    await user.click(screen.getByText('next'));
    expect(screen.getByTestId('page').textContent).toBe('2');
    await user.click(screen.getByText('switch'));
    expect(screen.getByTestId('page').textContent).toBe('0');
    await user.click(screen.getByText('switch'));
    expect(screen.getByTestId('page').textContent).toBe('0');
  });
});
