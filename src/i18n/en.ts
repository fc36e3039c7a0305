import englishMessages from 'ra-language-english';
import { ERROR_MESSAGES } from '../domain/errors';
import * as catalogue from './modules/catalogue';
import * as moneyModule from './modules/money';
import * as saleModule from './modules/sale';
import * as customersModule from './modules/customers';
import * as bookingsModule from './modules/bookings';
import * as movementModule from './modules/movement';
import * as cashdeskModule from './modules/cashdesk';
import * as checkModule from './modules/check';
import * as payrollModule from './modules/payroll';
import * as requisitionsModule from './modules/requisitions';
import * as employeesModule from './modules/employees';
import * as wholesaleModule from './modules/wholesale';
import * as offlineModule from './modules/offline';
import type { Widen } from './modules/types';

/** The app's own English catalogue (SPEC.md texts verbatim). ru.ts is typed against it. */
const base = {
  name: 'Retail POS',
  language: { label: 'Language', en: 'English', ru: 'Русский' },
  sign_in: {
    title: 'Sign in',
    subtitle: 'Enter your username and password',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    side_title: 'Shops, warehouses and the till in one place',
    side_text: 'Sell, book, move stock between places, close the cash desk and read money reports.',
  },
  sign_up: {
    title: 'Sign up',
    subtitle: 'Create an account',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    password: 'Password',
    policy: 'I agree to the terms and the privacy policy',
    submit: 'Sign up now',
    have_account: 'Already have an account?',
    sign_in: 'Sign in',
  },
  validation: {
    required: 'is required',
    max_length: 'is too long (at most %{max} characters)',
    invalid: 'is invalid',
    must_be_checked: 'must be checked',
  },
  list: {
    /** an empty list or search (react-admin's own text needs a %{name} our tables do not give) */
    no_results: 'No results found',
    load_more: 'Load more',
  },
  layout: {
    place: 'place: %{name}',
    no_place: 'no place chosen',
    logout: 'Logout',
    logout_waiting:
      '%{smart_count} sale made offline is still waiting to be sent. It stays in this browser and is sent when you, or an admin, sign in again here. Sign out? |||| %{smart_count} sales made offline are still waiting to be sent. They stay in this browser and are sent when you, or an admin, sign in again here. Sign out?',
    logout_confirm: 'Sign out',
    cancel: 'Cancel',
    toggle_menu: 'Menu',
    home: 'Home',
    default_position: 'Employee',
  },
  menu: {
    main: 'Main',
    label: 'Main navigation',
    groups: {
      sales: 'Sales',
      management: 'Management',
      products: 'Products',
      transfers: 'Transfers',
      wholesale: 'For wholesalers',
    },
    disabled_hint: 'Available only for approved customers',
  },
  routes: {
    dashboard: 'Dashboard',
    sign_in: 'Sign in',
    sign_up: 'Sign up',
    workplace: 'Workplace',
    profile: 'Profile',
    not_found: 'Not found',
    financial_requisitions: 'Financial requisitions',
    requisitions: 'Requisitions',
    requisition: 'Requisition',
    products: 'Products',
    product_types: 'Product types',
    vendor_codes: 'Vendor codes',
    product: 'Product',
    sale: 'Sale',
    check: 'Check',
    sale_check: 'Sale check',
    sale_info: 'Sale info',
    bookings: 'Bookings',
    booking: 'Booking',
    booking_check: 'Booking check',
    sale_history: 'Sale history',
    close_cash_desk: 'Close cash desk',
    offline_sales: 'Offline sales',
    cash_desk_approvement: 'Cash desk approvement',
    cash_desk_history: 'Cash desk history',
    receptions: 'Receptions',
    reception: 'Reception',
    reception_product: 'Reception product',
    employees: 'Employees',
    employee_edit: 'Edit employee',
    employee_create: 'New employee',
    customers: 'Customers',
    customer_edit: 'Edit customer',
    customer_info: 'Customer info',
    customer_create: 'New customer',
    distribution: 'Distribution',
    places: 'Places',
    place_types: 'Place types',
    place_view: 'Place',
    place_products: 'Place products',
    sizes: 'Sizes',
    size_types: 'Size types',
    wallets: 'Wallets',
    wallet: 'Wallet',
    payroll: 'Payroll',
    payroll_history: 'Payroll history',
    transfers: 'Transfers',
    transfers_outgoing: 'Outgoing',
    transfers_forwarded: 'Forwarded shipments',
    transfers_to_accept: 'To accept',
    transfers_accepted: 'Accepted',
    transfers_history: 'Transfer history',
    transfer_info: 'Transfer',
    transfer_add_products: 'Add products to transfer',
    settings: 'Settings',
    reports: 'Reports',
    transfers_from_factory: 'Transfers from factory',
    for_wholesalers: 'For wholesalers',
    wholesale_orders: 'Wholesale orders',
    wholesale_order: 'Wholesale order',
    wholesale_order_create: 'New wholesale order',
    order_details_table: 'Order details',
    tissues: 'Tissues',
    tissue: 'Tissue',
    heights: 'Heights',
    wholesale_sizes: 'Wholesale sizes',
    colors: 'Colors',
    models: 'Models',
    styles: 'Styles',
    wholesale_types: 'Wholesale types',
    price_groups: 'Price groups',
    price_group: 'Price group',
  },
  workplace: {
    title: 'Choose your workplace',
    hint: 'Pick the sale place you work at today. Only one can be chosen.',
    why: "It is asked because the till sells from this place's stock and cash, and the cash desk and reports count for it. To set things up, any of your places will do; you can change it at any time in Settings.",
    empty: 'You have no places to work at. Ask an administrator to give you one.',
    continue: 'Continue',
    chosen: 'Chosen: %{name}',
  },
  not_found: {
    title: "The page you are looking for isn't here",
    hint: 'Use the navigation to find what you need.',
    go_home: 'Go to the start page',
  },
  placeholder: {
    text: 'This screen is not built yet. Its route and access rules are in place; it is not in the menu until it is built.',
  },
};

export const app = {
  ...base,
  catalogue: catalogue.en.app,
  money: moneyModule.en.app,
  sale: saleModule.en.app,
  customers: customersModule.en.app,
  bookings: bookingsModule.en.app,
  movement: movementModule.en.app,
  cashdesk: cashdeskModule.en.app,
  dashboard: cashdeskModule.en.dashboard,
  check: checkModule.en.app,
  payroll: payrollModule.en.app,
  requisitions: requisitionsModule.en.requisitions,
  financial_requisitions: requisitionsModule.en.financial_requisitions,
  employees: employeesModule.en.app,
  wholesale: wholesaleModule.en.app,
  offline: offlineModule.en.app,
  /** API error codes: the English texts are the server's (SPEC.md section 8 verbatim) */
  messages: { ...ERROR_MESSAGES },
};
export const resources = { ...catalogue.en.resources, ...moneyModule.en.resources, ...customersModule.en.resources, ...employeesModule.en.resources, ...wholesaleModule.en.resources };

export type AppMessages = typeof app;
export type Messages = { app: Widen<AppMessages>; resources: Widen<typeof resources> };

const raEnglish = ((englishMessages as { default?: typeof englishMessages }).default ?? englishMessages) as typeof englishMessages;

const en = { ...raEnglish, app, resources };
export default en;
