/**
 * Messages of the customer screens: resources.customers.* and app.customers.*. en is the source; ru must
 * have the same keys (a unit test checks). The API's error texts are in src/domain/errors.ts.
 */
import type { Widen } from './types';

export const en = {
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        name: 'Name',
        phone: 'Phone',
        email: 'Email',
        address: 'Address',
        percentage_discount: 'Discount, %',
        approval_status: 'Approval',
        balance: 'Balance',
        total_debt: 'Debt',
      },
    },
  },
  app: {
    title: 'Customers',
    add: 'Add customer',
    search: 'Search by name, phone or email',
    empty: 'No customers found',
    status_pending: 'pending',
    status_approved: 'approved',
    status_rejected: 'rejected',
    all_statuses: 'All',
    created: 'Customer %{name} successfully created',
    updated: 'Customer %{name} successfully updated',
    info: 'Info',
    balance: 'Balance',
    needs_approval: 'Available only for approved customers',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'Customer %{name} approved',
    rejected: 'Customer %{name} rejected',
    delete: 'Delete',
    delete_title: 'Delete customer',
    delete_content: 'Delete the customer "%{name}"? They stay in the history of sales.',
    deleted: 'Customer %{name} deleted',
    operation: 'Operation',
    replenishment: 'Replenishment',
    withdraw: 'Withdraw',
    balance_done: 'The balance of %{name} is updated',
    back: 'Customers',
  },
};

export const ru: Widen<typeof en> = {
  resources: {
    customers: {
      name: 'Клиент |||| Клиенты',
      fields: {
        name: 'Имя',
        phone: 'Телефон',
        email: 'Почта',
        address: 'Адрес',
        percentage_discount: 'Скидка, %',
        approval_status: 'Одобрение',
        balance: 'Баланс',
        total_debt: 'Долг',
      },
    },
  },
  app: {
    title: 'Клиенты',
    add: 'Добавить клиента',
    search: 'Поиск по имени, телефону или почте',
    empty: 'Клиенты не найдены',
    status_pending: 'на рассмотрении',
    status_approved: 'одобрен',
    status_rejected: 'отклонён',
    all_statuses: 'Все',
    created: 'Клиент %{name} успешно создан',
    updated: 'Клиент %{name} успешно изменён',
    info: 'Информация',
    balance: 'Баланс',
    needs_approval: 'Доступно только для одобренных клиентов',
    approve: 'Одобрить',
    reject: 'Отклонить',
    approved: 'Клиент %{name} одобрен',
    rejected: 'Клиент %{name} отклонён',
    delete: 'Удалить',
    delete_title: 'Удалить клиента',
    delete_content: 'Удалить клиента «%{name}»? В истории продаж он останется.',
    deleted: 'Клиент %{name} удалён',
    operation: 'Операция',
    replenishment: 'Пополнение',
    withdraw: 'Снятие',
    balance_done: 'Баланс клиента %{name} обновлён',
    back: 'Клиенты',
  },
};
