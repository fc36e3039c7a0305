/** Wire shapes of balances, money operations and wallets: the answers are inferred from ./contract.ts. */
export type { BalanceEntry, PlaceBalances, Wallet, WalletMovement, WalletDetail } from './contract';
export type { CompanyCurrencyRate, ExchangeResult } from '../company/contract';

/** A company balance operation, a wallet operation or a transfer between company and place. */
export interface MoneyOperation {
  amount: string;
  currency: number;
  comment: string;
}

export interface ExchangeRequest {
  from_currency: number;
  to_currency: number;
  from_amount: string;
  rate: string;
}
