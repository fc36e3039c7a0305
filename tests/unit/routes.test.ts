import { describe, expect, it } from 'vitest';
import { ROUTES, canAccess, homeFor, isMenuDisabled, matchRoute, menuFor } from '../../src/domain/routes';
import { primaryRole, ROLES } from '../../src/domain/roles';
import { can } from '../../src/domain/permissions';

describe('route table', () => {
  it('has unique paths and keys', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
  });

  it('matches concrete paths, with or without a trailing slash', () => {
    expect(matchRoute('/product/12')?.key).toBe('product');
    expect(matchRoute('/sale/5/check/')?.key).toBe('sale_check');
    expect(matchRoute('/management/receptions/reception-info/3/product/9')?.key).toBe('reception_product');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/product/1/extra')).toBeUndefined();
  });

  it('answers as one regular expression per route would (a :param is one non-empty segment; one trailing slash)', () => {
    const reference = (pathname: string) => {
      const re = (pattern: string) =>
        new RegExp(`^${pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);
      return ROUTES.find((r) => re(r.path).test(pathname));
    };
    const samples = ROUTES.flatMap((r) => {
      const concrete = r.path.replace(/:[^/]+/g, 'x1');
      const empty = r.path.replace(/:[^/]+/g, '');
      return [concrete, `${concrete}/`, `${concrete}//`, `${concrete}/extra`, empty, `${empty}/`, concrete.toUpperCase(), concrete.slice(0, -1)];
    });
    for (const path of [...samples, '/', '//', '', 'dashboard', '/dashboard?x=1']) expect(matchRoute(path)?.key, path).toBe(reference(path)?.key);
  });

  it.each([
    ['/dashboard', ['admin', 'manager']],
    ['/sales/sale-history', ['admin', 'manager', 'seller', 'customer_access_seller']],
    ['/sales/cash-desk-approvement', ['admin']],
    ['/management/customers/edit/4', ['admin', 'manager']],
    ['/management/employees/create', ['admin']],
    ['/bookings/view/2', ['admin', 'manager', 'seller']],
    ['/for-wholesalers/orders/3', ['admin', 'manager', 'customer_access_seller']],
    ['/transfers/history', ['admin']],
    ['/transfers/to-accept', ['admin', 'manager', 'seller', 'customer_access_seller']],
    ['/price-group/1', ['admin']],
  ])('%s is open to exactly %j (SPEC.md section 2)', (path, allowed) => {
    for (const role of ROLES) expect(canAccess(role, path)).toBe(allowed.includes(role));
  });

  it('refuses unknown paths and callers without a role', () => {
    expect(canAccess('admin', '/no-such-page')).toBe(false);
    expect(canAccess(null, '/products')).toBe(false);
    expect(canAccess(null, '/sign-in')).toBe(true);
  });

  it('builds the menu from the table, filtered by role', () => {
    const seller = menuFor('seller').map((r) => r.key);
    expect(seller).toContain('sale');
    expect(seller).toContain('products');
    expect(seller).not.toContain('dashboard');
    expect(seller).not.toContain('employees');
    expect(menuFor('admin').map((r) => r.key)).toContain('employees');
    expect(menuFor(null)).toEqual([]);
    for (const role of ROLES) for (const r of menuFor(role)) expect(canAccess(role, r.path)).toBe(!isMenuDisabled(r, role));
  });

  it('lists the routes not built yet, none of them in any menu', () => {
    expect(ROUTES.filter((r) => r.notBuilt).map((r) => r.path)).toEqual(['/for-wholesalers']);
    for (const role of ROLES) expect(menuFor(role).filter((r) => r.notBuilt || r.path === '/for-wholesalers')).toEqual([]);
    // still a route: it answers with the 'not built' page, not /not-found
    expect(canAccess('seller', '/for-wholesalers')).toBe(true);
  });

  it('greys out wholesale orders for a seller only, who may not open them either', () => {
    const orders = ROUTES.find((r) => r.key === 'wholesale_orders')!;
    expect(menuFor('seller')).toContain(orders);
    expect(canAccess('seller', '/for-wholesalers/orders')).toBe(false);
    expect(canAccess('customer_access_seller', '/for-wholesalers/orders')).toBe(true);
    expect(isMenuDisabled(orders, 'seller')).toBe(true);
    expect(isMenuDisabled(orders, 'admin')).toBe(false);
  });

  it('sends / to the dashboard, or to the first allowed page', () => {
    expect(homeFor('admin')).toBe('/dashboard');
    expect(homeFor('manager')).toBe('/dashboard');
    expect(homeFor('seller')).toBe(menuFor('seller')[0].path);
    expect(canAccess('customer_access_seller', homeFor('customer_access_seller'))).toBe(true);
  });

  it('picks the most privileged of several roles', () => {
    expect(primaryRole(['seller', 'manager'])).toBe('manager');
    expect(primaryRole(['bogus'])).toBeNull();
  });
});

describe('several roles add up', () => {
  it('an employee may do what any of their roles allows, and nothing none of them allows', () => {
    expect(can('seller', 'sale.customer.pay')).toBe(false);
    expect(can(['seller', 'customer_access_seller'], 'sale.customer.pay')).toBe(true);
    expect(can(['seller', 'customer_access_seller'], 'booking.write')).toBe(true);
    expect(can(['seller', 'customer_access_seller'], 'employee.write')).toBe(false);
    expect(can([], 'sale.create')).toBe(false);
    expect(canAccess(['seller', 'customer_access_seller'], '/for-wholesalers/orders/3')).toBe(true);
    expect(canAccess(['seller', 'customer_access_seller'], '/bookings/view/2')).toBe(true);
    const orders = matchRoute('/for-wholesalers/orders')!;
    // greyed out for a seller alone, open to a seller who is also a client manager
    expect(isMenuDisabled(orders, ['seller'])).toBe(true);
    expect(isMenuDisabled(orders, ['seller', 'customer_access_seller'])).toBe(false);
    expect(menuFor(['seller', 'customer_access_seller']).map((r) => r.key)).toEqual(expect.arrayContaining(['wholesale_orders', 'bookings']));
  });
});
