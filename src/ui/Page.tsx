/** The frame of a hand-built screen: the document title, an h1 with the screen's actions beside it, the content. */
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { messageKey } from '../i18n';
import { errorText } from '../layout/feedback';
import { Loading } from '../layout/RouteGuard';
import { errorsOf } from '../providers/httpClient';
import type { RouteDef } from '../domain/routes';

export function Page({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/**
 * The page of a screen of the route table: titled by the route's name (`app.routes.<key>`), its test id
 * `screen-<key>`; `screen` is the key when no route is given (the screen rendered by itself).
 */
export function RoutePage({ route, screen, actions, children }: { route?: RouteDef; screen: string; actions?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const key = route?.key ?? screen;
  return (
    <Page title={translate(`app.routes.${key}`)} testId={`screen-${key}`} actions={actions}>
      {children}
    </Page>
  );
}

/**
 * A screen whose record could not be read: the error in the screen's frame, so the screen (and its
 * testid) still stands. The text: `message`, else the failure's (`error`), else 'not found'.
 */
export function PageError({ testId, message, error }: { testId: string; message?: string; error?: unknown }) {
  const translate = useTranslate();
  // an id in the address that no record can have (beyond the id range: the server's 400 on 'id') is,
  // for the person who typed it, a record not found
  const badId = errorsOf(error).some((e) => e.field === 'id');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Alert severity="error">{message ?? (error && !badId ? errorText(translate, error) : translate(messageKey('not_found')))}</Alert>
    </Box>
  );
}

/**
 * A screen of one record read by `query`: the spinner while it loads, `PageError` when it failed or
 * there is none (a query never enabled, e.g. an id that is not a number, is 'not found'), else the
 * screen that `children` makes of the record.
 */
export function RecordScreen<T>({
  query,
  testId,
  children,
}: {
  query: { isPending: boolean; fetchStatus: string; error: unknown; data: T | undefined };
  testId: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (query.error || !query.data) return <PageError testId={testId} error={query.error} />;
  return <>{children(query.data)}</>;
}
