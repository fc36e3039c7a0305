import type { CurrencyRef } from '../company/types';

/** Wire shapes of balances, money operations and wallets (docs/api/money.md). Amounts are decimal strings. */
export interface BalanceEntry {
  id: number;
  amount: string;
  currency: CurrencyRef;
}

/** A company balance operation, a wallet operation or a transfer between company and place. */
export interface MoneyOperation {
  amount: string;
  currency: number;
  comment: string;
}

export interface PlaceBalances {
  id: number;
  name: string;
  balances: BalanceEntry[];
}

export interface ExchangeRequest {
  from_currency: number;
  to_currency: number;
  from_amount: string;
  rate: string;
}
export interface ExchangeResult {
  from_amount: string;
  from_currency: CurrencyRef | number;
  to_amount: string;
  to_currency: CurrencyRef | number;
  rate: string;
}

export interface CompanyCurrencyRate {
  id: number;
  rate: string;
  currency: CurrencyRef | number;
}

export interface Wallet {
  id: number;
  name: string;
  is_active: boolean;
  balances: BalanceEntry[];
}

export interface WalletMovement {
  id: number;
  created_at: string;
  kind: string;
  delta: string;
  amount_after: string;
  currency: CurrencyRef;
  comment: string;
  employee: { id: number; name: string } | string | null;
}

export interface WalletDetail extends Wallet {
  movements: { count: number; next: string | null; previous: string | null; results: WalletMovement[] };
}
