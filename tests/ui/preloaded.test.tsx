/**
 * src/layout/preloaded.ts: a screen whose module the page started loading before React rendered
 * (src/boot.ts) renders in the first pass once it has arrived, with no fallback in between; one not
 * preloaded suspends as React.lazy does.
 */
import { act, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { preload, preloadedLazy } from '../../src/layout/preloaded';

const Screen = () => <p>the till</p>;
const module = { default: Screen };

/** The screen inside a Suspense, rendered by a synchronous act: what the first render committed, before any promise settles. */
function renderNow(Screen: ComponentType): HTMLElement {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    ),
  );
  return container;
}

describe('preloadedLazy', () => {
  it('renders a preloaded module in the first pass, and loads it once', async () => {
    let loads = 0;
    const load = async () => (loads++, module);
    preload('first', load);
    await new Promise((r) => setTimeout(r, 0));
    const Lazy = preloadedLazy('first', load);
    const page = renderNow(Lazy);
    expect(page.textContent).toBe('the till');
    expect(loads).toBe(1);
  });

  it('waits for a module still loading (no second load), and suspends on one never preloaded', async () => {
    let loads = 0;
    let arrive!: () => void;
    const slow = () => new Promise<typeof module>((r) => (arrive = () => r(module))).finally(() => loads++);
    preload('second', slow);
    const Lazy = preloadedLazy('second', slow);
    const page = renderNow(Lazy);
    expect(page.textContent).toBe('loading');
    await act(async () => arrive());
    expect(page.textContent).toBe('the till');
    expect(loads).toBe(1);

    const Other = preloadedLazy('third', async () => module);
    const other = renderNow(Other);
    expect(other.textContent).toBe('loading');
    await act(async () => undefined);
    expect(other.textContent).toBe('the till');
  });
});
