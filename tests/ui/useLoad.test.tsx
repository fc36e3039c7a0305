/** A screen's load (src/ui/useLoad.ts): a first load that fails says why; a refresh that fails keeps the screen. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithAdmin } from './render';
import { useLoad } from '../../src/ui/useLoad';
import { PageError } from '../../src/ui/Page';
import { apiError } from '../../src/providers/httpClient';
import { errorBody } from '../../src/domain/errors';

function Screen({ fetch }: { fetch: () => Promise<string> }) {
  const { data, failed, reload } = useLoad(fetch);
  if (failed) return <PageError testId="screen" error={failed} />;
  if (data === null) return <p>loading</p>;
  return (
    <div data-testid="screen">
      <p>{data}</p>
      <button onClick={() => void reload()}>reload</button>
    </div>
  );
}

const fixedFetch = (answers: (() => Promise<string>)[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]();
};

describe('useLoad', () => {
  it('a first load that fails shows its own reason (a network failure is not "not found")', async () => {
    const fetch = fixedFetch([() => Promise.reject(apiError(0, errorBody('network_error')))]);
    renderWithAdmin(<Screen fetch={fetch} />, { locale: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/not found|isn't here/i);
    expect(alert.textContent).toMatch(/network|connection|server/i);
  });

  it('a refresh that fails keeps the data on screen and says so in a toast; the next one that succeeds shows the new data', async () => {
    const fetch = fixedFetch([() => Promise.resolve('first'), () => Promise.reject(apiError(0, errorBody('network_error'))), () => Promise.resolve('second')]);
    renderWithAdmin(<Screen fetch={fetch} />, { locale: 'en' });
    await screen.findByText('first');
    fireEvent.click(screen.getByText('reload'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('first')).toBeTruthy();
    fireEvent.click(screen.getByText('reload'));
    expect(await screen.findByText('second')).toBeTruthy();
  });

  it("another record that fails to load shows the error, not the previous record's data", async () => {
    const first = () => Promise.resolve('order 1');
    const second = () => Promise.reject(apiError(404, errorBody('not_found')));
    function Switcher() {
      const [which, setWhich] = useState(0);
      return (
        <>
          <button onClick={() => setWhich(1)}>next</button>
          <Screen fetch={which ? second : first} />
        </>
      );
    }
    renderWithAdmin(<Switcher />, { locale: 'en' });
    await screen.findByText('order 1');
    fireEvent.click(screen.getByText('next'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('order 1')).toBeNull();
  });
});

describe('PageError', () => {
  it("an id in the address beyond any record's (the server's 400 on 'id') is 'not found'; other refusals say theirs", async () => {
    renderWithAdmin(<PageError testId="bad-id" error={apiError(400, errorBody('invalid', 'id'))} />, { locale: 'en' });
    expect((await screen.findByTestId('bad-id')).textContent).toBe('Not found');
    renderWithAdmin(<PageError testId="refused" error={apiError(403, errorBody('place_not_allowed'))} />, { locale: 'en' });
    expect((await screen.findByTestId('refused')).textContent).not.toBe('Not found');
  });
});
