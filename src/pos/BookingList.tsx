/**
 * /bookings (admin, manager, seller): the bookings by status (pending first), newest first, 10 a page
 * (SPEC.md 9 'tables 10'), each linking to /bookings/view/{id}. The status is in the URL (?status=), so it
 * survives a reload.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { BOOKING_STATUSES, type BookingStatus } from '../domain/booking/contract';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { QueryState } from '../ui/CardTable';
import { BOOKING_PAGE_SIZE, BookingsTable } from '../ui/BookingsTable';
import { Page } from '../ui/Page';
import { StatusTabs, useStatusPage } from '../ui/StatusTabs';

export function BookingList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { status, setStatus, page, setPage } = useStatusPage<BookingStatus | 'all'>([...BOOKING_STATUSES, 'all']);
  const list = useQuery({
    queryKey: ['bookings', 'list', status, page],
    queryFn: () => dataProvider.listBookings({ status: status === 'all' ? undefined : status, offset: page * BOOKING_PAGE_SIZE, limit: BOOKING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title={translate('app.bookings.title')} testId={`screen-${route?.key ?? 'bookings'}`}>
      <StatusTabs
        value={status}
        onChange={setStatus}
        tabs={[
          ...BOOKING_STATUSES.map((s) => ({ value: s, label: translate(`app.bookings.status_${s}`), testId: `bookings-tab-${s}` })),
          { value: 'all' as const, label: translate('app.bookings.all'), testId: 'bookings-tab-all' },
        ]}
        ariaLabel={translate('app.bookings.col_status')}
        scrollable
      />
      <QueryState query={list} empty={translate('app.bookings.none')} />
      {list.data && list.data.results.length > 0 && (
        <BookingsTable bookings={list.data.results} testId="bookings-table" pager={{ count: list.data.count, page, onPage: setPage }} />
      )}
    </Page>
  );
}

export default BookingList;
