/**
 * The outbox's sender, on every signed-in screen (not only the till): sales made offline go to the
 * server as soon as a session of their employee, or of an admin, is open in this browser, whatever
 * screen it is on. The app's layout (src/App.tsx) loads it only while sales wait here; the till's
 * banner runs the same hook. Two senders in one browser never send a sale twice (the outbox's lock).
 */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { useTillOnline } from './connectivity';
import type { Session } from './outbox';
import { useOutbox, useOutboxReplay } from './tillSale';

/** The outbox's entries and the signed-in session's right to send them; sends while any wait. */
export function useOutboxSender() {
  const online = useTillOnline();
  const outbox = useOutbox();
  const { identity, roles } = useSession();
  const admin = roles.includes('admin');
  // one object per signed-in user: the replay's timer is not restarted by every render
  const employee = identity?.id;
  const session = useMemo<Session | null>(() => (employee == null ? null : { employee, admin }), [employee, admin]);
  const dataProvider = useDataProvider<AppDataProvider>();
  useOutboxReplay(session, outbox.pending, online, dataProvider.postOutboxSale);
  return { ...outbox, online, session };
}

export default function OutboxSender() {
  useOutboxSender();
  return null;
}
