import { type BankAccountForm, bankAccountProblems, cardProblems, parseExpiry } from '@mhq/domain';
import { useEffect, useState } from 'react';
import { type BankInput, tokenizeBankAccount, tokenizeCard } from '../money/sim-processor';
import { messageIn } from './enrolment-texts';
import { TextField } from './fields';
import { useFlow } from './flow-context';

/**
 * Card and bank fields for the simulated processor: checked here by the domain's rules, then sent to the
 * processor's own token endpoint (never to /api/v1); only the token goes on. A refusal leaves them filled.
 */
export type Tokenizer = () => Promise<string | null>;
type Props = { active: boolean; onTokenizer: (tokenizer: Tokenizer) => void };

const groupCardNumber = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const maskExpiry = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export function CardFields({ active, onTokenizer }: Props) {
  const { lang, t } = useFlow();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'number' | 'exp' | 'cvc', string>>>({});

  useEffect(() => {
    if (!active) return;
    onTokenizer(async () => {
      const { month, year } = parseExpiry(expiry);
      const card = { number: number.replace(/\s/g, ''), expMonth: month, expYear: year, cvc: cvc.trim() };
      const problems = cardProblems(card, new Date());
      setErrors(problems ?? {});
      return problems ? null : tokenizeCard(card);
    });
  }, [active, onTokenizer, number, expiry, cvc]);

  return (
    <div className="enrol-grid enrol-card-grid" hidden={!active}>
      <TextField
        label={t.cardNumber}
        className="enrol-wide"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        error={messageIn(lang, errors.number)}
        onChange={(e) => setNumber(groupCardNumber(e.currentTarget.value))}
      />
      <TextField
        label={t.expiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={lang === 'es' ? 'MM/AA' : 'MM/YY'}
        value={expiry}
        error={messageIn(lang, errors.exp)}
        onChange={(e) => setExpiry(maskExpiry(e.currentTarget.value))}
      />
      <TextField
        label={t.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={cvc}
        error={messageIn(lang, errors.cvc)}
        onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

const EMPTY_BANK: BankAccountForm = {
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

type BankProps = Props & {
  holder: string;
  /** Where the numbers go: the simulated processor's token endpoint, or Stripe (see stripe-payment.ts). */
  tokenize?: (bank: BankInput) => Promise<string>;
};

export function BankFields({ active, onTokenizer, holder, tokenize = tokenizeBankAccount }: BankProps) {
  const { lang, t } = useFlow();
  const [form, setForm] = useState<BankAccountForm>({ ...EMPTY_BANK, accountHolderName: holder });
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountForm, string>>>({});

  useEffect(() => {
    if (!active) return;
    onTokenizer(async () => {
      const problems = bankAccountProblems(form);
      setErrors(problems ?? {});
      if (problems) return null;
      return tokenize({
        accountHolderName: form.accountHolderName.trim(),
        routingNumber: form.routingNumber.trim(),
        accountNumber: form.accountNumber.trim(),
      });
    });
  }, [active, onTokenizer, form, tokenize]);

  const field = (key: keyof BankAccountForm) => ({
    value: form[key],
    error: messageIn(lang, errors[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <div className="enrol-grid" hidden={!active}>
      <TextField label={t.holder} className="enrol-wide" autoComplete="name" {...field('accountHolderName')} />
      <TextField label={t.routing} inputMode="numeric" maxLength={9} autoComplete="off" {...field('routingNumber')} />
      <TextField label={t.account} inputMode="numeric" maxLength={17} autoComplete="off" {...field('accountNumber')} />
      <TextField
        label={t.confirmAccount}
        inputMode="numeric"
        maxLength={17}
        autoComplete="off"
        {...field('confirmAccountNumber')}
      />
    </div>
  );
}
