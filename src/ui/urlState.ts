/**
 * A screen's filters kept in its address (?after=...&place=...): they survive a reload, the browser's
 * Back from a detail page, and can be shared as a link. Each change replaces the history entry (typing
 * a date is not a step of Back). A value equal to its default is left out of the address.
 *
 * The router applies an address change in a transition, a moment after the event; a controlled field
 * bound to the address directly would show the old value meanwhile (and lose a keystroke typed then).
 * So the values shown are this screen's own state, written to the address; an address that changes
 * by itself (a link to the same screen, Back and Forward within it) replaces them.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useUrlState<K extends string>(defaults: Record<K, string>): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const fromAddress = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaults[k]])) as Record<K, string>;
  const addressKey = JSON.stringify(keys.map((k) => fromAddress[k]));
  const [shown, setShown] = useState(fromAddress);
  // the values written and not yet seen in the address (in order)
  const written = useRef<string[]>([]);
  useEffect(() => {
    const i = written.current.indexOf(addressKey);
    if (i >= 0) written.current.splice(0, i + 1);
    else {
      written.current = [];
      setShown((v) => (keys.every((k) => v[k] === fromAddress[k]) ? v : fromAddress));
    }
    // addressKey stands for fromAddress (and keys, the caller's constant defaults)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);
  const set = (changes: Partial<Record<K, string>>) => {
    const next = { ...shown, ...changes };
    setShown(next);
    written.current.push(JSON.stringify(keys.map((k) => next[k])));
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        for (const k of keys) {
          if (next[k] === defaults[k]) address.delete(k);
          else address.set(k, next[k]);
        }
        return address;
      },
      { replace: true },
    );
  };
  return [shown, set];
}

/** A list of ids or codes in one parameter ("1,2,3"). */
export const listParam = {
  read: (value: string) => value.split(',').filter(Boolean),
  write: (list: readonly (string | number)[]) => list.join(','),
};
