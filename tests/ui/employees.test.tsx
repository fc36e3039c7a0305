/**
 * Employees and the profile: the list's search and active filter, the employee form (roles
 * and places multi-selects, salary with its currency, the server's 'User with this phone already
 * exists' on its field), the admin's edit (PATCH, password without the old one), and the profile (the
 * fixed 70 % completeness, the picture through the checked upload, one's own password with the old one).
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { aPage } from './builders';
import { API, apiError, places, signedIn } from './moneyFixtures';
import type { EmployeeDto } from '../../src/domain/employee/contract';
import { EmployeeList } from '../../src/resources/employees/EmployeeList';
import { EmployeeCreate } from '../../src/resources/employees/EmployeeCreate';
import { EmployeeEdit } from '../../src/resources/employees/EmployeeEdit';
import { ProfilePage } from '../../src/resources/employees/ProfilePage';
import { employeePayload, EMPTY_EMPLOYEE } from '../../src/resources/employees/employeeModel';

const EMPLOYEES = `${API}/company/v1/employees/`;

const anEmployee = (o: Partial<EmployeeDto> = {}): EmployeeDto => ({
  id: 7,
  username: 'nodira',
  name: 'Nodira Yusupova',
  passport_id: 'AB1234567',
  phone: '+998991234567',
  email: 'nodira@example.uz',
  address: 'Tashkent',
  position: 'Seller',
  salary: '150000.00',
  salary_currency: { id: 2, name: 'UZS' },
  sell_percent: '2.50',
  roles: ['seller'],
  places: [1],
  current_workplace: 1,
  picture: null,
  is_active: true,
  ...o,
});

function employeeApi(record = anEmployee()) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const keep = async (request: Request) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
    sent.push({ method: request.method, url: request.url, body });
    return body as Record<string, unknown> | null;
  };
  server.use(
    http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(places)),
    http.get(EMPLOYEES, ({ request }) => {
      sent.push({ method: 'GET', url: request.url, body: null });
      const inactive = new URL(request.url).searchParams.get('is_active') === 'false';
      return HttpResponse.json(aPage([inactive ? anEmployee({ id: 8, name: 'Old Hand', is_active: false }) : record], 1));
    }),
    http.get(`${EMPLOYEES}:id/`, () => HttpResponse.json(record)),
    http.patch(`${EMPLOYEES}:id/`, async ({ request }) => HttpResponse.json({ ...record, ...(await keep(request)) })),
    http.post(`${EMPLOYEES}:id/set_password/`, async ({ request }) => {
      const body = await keep(request);
      if (body?.old_password === 'wrong-one') return apiError('old_password_wrong', 'The old password is not correct', 400, 'old_password');
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${API}/upload/`, async ({ request }) => {
      sent.push({ method: 'POST', url: request.url, body: null });
      return HttpResponse.json({ file: '/uploads/0123456789abcdef0123456789abcdef.png' }, { status: 201 });
    }),
  );
  return sent;
}

/** Pick options of a react-admin select (MUI): open it by its label, click each, close it. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  for (const o of options) await user.click(within(list).getByRole('option', { name: o }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('employee list', () => {
  it('asks for active employees, searches 1000 ms after typing stops, and lists the inactive ones on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedIn('admin');
      const sent = employeeApi();
      renderWithAdmin(<EmployeeList />, { locale: 'en' });
      await screen.findByText('Nodira Yusupova');
      expect(screen.getAllByText('Seller').length).toBe(2); // the position and the role chip
      const lists = () => sent.filter((s) => s.method === 'GET').map((s) => s.url.replace(`${EMPLOYEES}?`, ''));
      expect(lists()[0]).toBe('offset=0&limit=10&ordering=-id');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByTestId('employees-search'), 'nod');
      await act(async () => {
        vi.advanceTimersByTime(1100);
      });
      await waitFor(() => expect(lists().at(-1)).toBe('offset=0&limit=10&ordering=-id&search=nod'));
      await user.click(screen.getByRole('combobox', { name: 'Active' }));
      await user.click(await screen.findByRole('option', { name: 'Inactive' }));
      await screen.findByText('Old Hand');
      expect(lists().at(-1)).toContain('is_active=false');
      expect(screen.getByTestId('employee-inactive-8')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('employee form', () => {
  it('maps the form to the API body: amounts as decimal strings, ids as numbers', () => {
    expect(
      employeePayload({ ...EMPTY_EMPLOYEE, username: ' nodira ', password: 'secret-pass', salary: '150 000,5', salary_currency: 2, sell_percent: '2,5', roles: ['seller'], places: [1], current_workplace: 1 }, true),
    ).toMatchObject({ username: 'nodira', password: 'secret-pass', salary: '150000.5', salary_currency: 2, sell_percent: '2.5', roles: ['seller'], places: [1], current_workplace: 1 });
    expect(employeePayload({ ...EMPTY_EMPLOYEE }, false)).not.toHaveProperty('password');
  });

  it('keeps Save disabled until every field is valid, sends the whole employee, and shows a taken phone on its field', async () => {
    signedIn('admin');
    const sent: unknown[] = [];
    employeeApi();
    server.use(
      http.post(EMPLOYEES, async ({ request }) => {
        sent.push(await request.json());
        return apiError('user_phone_exists', 'User with this phone already exists', 409, 'phone');
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/management/employees/create" element={<EmployeeCreate />} />
      </Routes>,
      { path: '/management/employees/create', locale: 'en' },
    );
    const user = userEvent.setup();
    const save = await screen.findByTestId('employee-save');
    await user.type(screen.getByTestId('employee-username'), 'nodira');
    await user.type(screen.getByTestId('employee-password'), 'secret-pass');
    await user.type(screen.getByTestId('employee-name'), 'Nodira Yusupova');
    await user.type(screen.getByTestId('employee-passport'), 'AB1234567');
    await user.type(screen.getByTestId('employee-phone'), '998991234567');
    await user.type(screen.getByTestId('employee-email'), 'nodira@example.uz');
    await screen.findByText('Phone is invalid');
    await user.clear(screen.getByTestId('employee-phone'));
    await user.type(screen.getByTestId('employee-phone'), '+998991234567');
    await user.type(screen.getByTestId('employee-address'), 'Tashkent');
    await user.type(screen.getByTestId('employee-position'), 'Seller');
    await user.type(screen.getByTestId('employee-salary'), '150000');
    await user.type(screen.getByTestId('employee-sell-percent'), '2,5');
    expect(save).toHaveProperty('disabled', true); // no currency, roles, places, workplace yet
    await pick(user, /Salary currency/, ['UZS']);
    // two roles are accepted, and the form says they add up (src/domain/permissions.ts can())
    expect(screen.getByText('Roles add up: the employee may do everything any of the chosen roles allows.')).toBeTruthy();
    await pick(user, /Roles/, ['Seller', 'Client manager']);
    await pick(user, /Allowed places/, ['Chorsu shop']);
    await pick(user, /Current workplace/, ['Chorsu shop']);
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      username: 'nodira',
      password: 'secret-pass',
      name: 'Nodira Yusupova',
      passport_id: 'AB1234567',
      phone: '+998991234567',
      email: 'nodira@example.uz',
      address: 'Tashkent',
      position: 'Seller',
      salary: '150000',
      salary_currency: 2,
      sell_percent: '2.5',
      roles: ['seller', 'customer_access_seller'],
      places: [1],
      current_workplace: 1,
    });
    expect((await screen.findAllByText('User with this phone already exists')).length).toBeGreaterThan(0);
  });
});

describe('employee edit (admin)', () => {
  it('saves with PATCH and sets a new password without the old one', async () => {
    signedIn('admin');
    const sent = employeeApi();
    renderWithAdmin(
      <Routes>
        <Route path="/management/employees/edit/:id" element={<EmployeeEdit />} />
      </Routes>,
      { path: '/management/employees/edit/7', locale: 'en' },
    );
    const user = userEvent.setup();
    const position = await screen.findByTestId('employee-position');
    await user.clear(position);
    await user.type(position, 'Senior seller');
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(sent.find((s) => s.method === 'PATCH')!.body).toMatchObject({ position: 'Senior seller', salary: '150000.00', salary_currency: 2, roles: ['seller'], places: [1], current_workplace: 1 });
    expect(screen.queryByTestId('employee-old-password')).toBeNull();
    await user.type(screen.getByTestId('employee-new-password'), 'brand-new-pass');
    await user.click(screen.getByTestId('employee-password-save'));
    await waitFor(() => expect(sent.some((s) => s.url.endsWith('/7/set_password/'))).toBe(true));
    expect(sent.find((s) => s.url.endsWith('/set_password/'))!.body).toEqual({ password: 'brand-new-pass' });
    expect(screen.getByTestId('employee-delete')).toBeTruthy();
  });
});

describe('profile', () => {
  it('shows the fixed 70 % completeness, uploads and removes the picture', async () => {
    signedIn('seller');
    const sent = employeeApi(anEmployee({ id: 1, name: 'Aziza Karimova' }));
    renderWithAdmin(
      <Routes>
        <Route path="/profile/:id" element={<ProfilePage />} />
      </Routes>,
      { path: '/profile/1', locale: 'en' },
    );
    const user = userEvent.setup();
    const bar = await screen.findByTestId('employee-completeness');
    expect(bar.getAttribute('aria-valuenow')).toBe('70');
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByTestId('employee-picture').textContent).toBe('AK');
    expect(screen.getByTestId('employee-picture-remove')).toHaveProperty('disabled', true);
    await user.upload(screen.getByTestId('employee-picture-file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(sent.map((s) => `${s.method} ${s.url.replace(API, '')}`)).toEqual(expect.arrayContaining(['POST /upload/', 'PATCH /company/v1/employees/1/']));
    expect(sent.find((s) => s.method === 'PATCH')!.body).toEqual({ picture: '/uploads/0123456789abcdef0123456789abcdef.png' });
    await waitFor(() => expect(screen.getByTestId('employee-picture-remove')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('employee-picture-remove'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(2));
    expect(sent.filter((s) => s.method === 'PATCH')[1].body).toEqual({ picture: null });
  });

  it("changes one's own password only with the old one, and shows a wrong old one on its field", async () => {
    signedIn('seller');
    const sent = employeeApi(anEmployee({ id: 1 }));
    renderWithAdmin(
      <Routes>
        <Route path="/profile/:id" element={<ProfilePage />} />
      </Routes>,
      { path: '/profile/1', locale: 'en' },
    );
    const user = userEvent.setup();
    const save = await screen.findByTestId('employee-password-save');
    await user.type(screen.getByTestId('employee-new-password'), 'another-pass-1');
    expect(save).toHaveProperty('disabled', true); // the old password is required
    await user.type(screen.getByTestId('employee-old-password'), 'wrong-one');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() => expect(sent.filter((s) => s.url.endsWith('/set_password/'))).toHaveLength(1));
    expect(sent.find((s) => s.url.endsWith('/set_password/'))!.body).toEqual({ password: 'another-pass-1', old_password: 'wrong-one' });
    expect((await screen.findAllByText('The old password is not correct')).length).toBeGreaterThan(0);
  });
});
