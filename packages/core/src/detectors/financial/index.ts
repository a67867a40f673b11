import type { Detector } from '../../types.js';
import { bitcoinBase58Address } from './bitcoin-base58-address.js';
import { bitcoinSegwitAddress } from './bitcoin-segwit-address.js';
import { creditCard } from './credit-card.js';
import { ethereumAddress } from './ethereum-address.js';
import { iban } from './iban.js';
import { isin } from './isin.js';
import { lei } from './lei.js';
import { swiftBic } from './swift-bic.js';
import { usBankAccount } from './us-bank-account.js';
import { usBankRouting } from './us-bank-routing.js';

export const financialDetectors: readonly Detector[] = [
  creditCard,
  iban,
  usBankRouting,
  swiftBic,
  bitcoinBase58Address,
  bitcoinSegwitAddress,
  ethereumAddress,
  isin,
  lei,
  usBankAccount,
];
