/** The screens of one record by its id: the record read from the server, shown once it is there. */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { RouteDef } from '../domain/routes';
import { RecordScreen } from './Page';

type RecordQuery<T> = { isPending: boolean; fetchStatus: string; error: unknown; data: T | undefined };

/**
 * `ById` reads the record with `useRecord` (the id as the address gives it) and shows what `render`
 * makes of it through `RecordScreen` (the spinner, 'not found', the error), under the testid `screen`;
 * `Route` is the route's screen of it: the id from the address, the testid `screen-<route key>`
 * (`fallbackKey` without a route).
 */
export function recordScreens<T>(fallbackKey: string, useRecord: (id: string | undefined) => RecordQuery<T>, render: (record: T, screen: string) => ReactNode) {
  function ById({ id, screen }: { id: string | undefined; screen: string }) {
    const query = useRecord(id);
    return (
      <RecordScreen query={query} testId={screen}>
        {(record) => render(record, screen)}
      </RecordScreen>
    );
  }
  function Route({ route }: { route?: RouteDef }) {
    const { id } = useParams();
    return <ById id={id} screen={`screen-${route?.key ?? fallbackKey}`} />;
  }
  ById.displayName = `RecordById(${fallbackKey})`;
  Route.displayName = `RecordRoute(${fallbackKey})`;
  return { ById, Route };
}
