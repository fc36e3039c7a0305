import type { CustomerDto, CustomerSeen } from './contract';

/**
 * The whole customer, money included, when the caller was sent it (customer access), else undefined.
 * Apart from the contract (which re-exports it): the till takes it without the contract's schemas.
 */
export const customerMoney = (c: CustomerSeen | undefined): CustomerDto | undefined => (c && 'balance' in c ? c : undefined);
