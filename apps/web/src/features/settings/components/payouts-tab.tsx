import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import {
  ACCOUNT_NUMBER_PATTERN,
  PAN_PATTERN,
  bankNameForIfsc,
  isValidIfsc,
  normalizeAccountNumber,
  normalizeIfsc,
  normalizePan,
} from '@gigbazaar/shared/rules/bank-account';
import { PAYOUT_MSG } from '@gigbazaar/shared/schemas/payouts-constants';
import type { TPayoutAccount } from '@gigbazaar/shared/schemas/payouts';
import { useApi } from '../../../app/app-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Notice } from '../../../ui/notice';
import { Loading } from '../../../ui/spinner';
import { useHydrated } from '../../../ui/use-hydrated';
import { payoutAccountQueryOptions, useSavePayoutAccount } from '../api/payout-account';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

type Field = 'holderName' | 'accountNumber' | 'confirmAccountNumber' | 'ifsc' | 'pan';
const EMPTY: Record<Field, string> = { holderName: '', accountNumber: '', confirmAccountNumber: '', ifsc: '', pan: '' };

const STATUS_TEXT: Record<TPayoutAccount['status'], string> = {
  active: 'Active: the payment gateway has verified this account.',
  pending: 'Pending: the payment gateway is still checking this account. Your earnings wait safely until it is ready.',
  failed: 'The payment gateway could not verify this account. Please check the details and save them again.',
};

/** The same checks as the server's (shared rules), so most mistakes are caught before a round trip. */
function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.holderName.trim().length < 2) errors.holderName = PAYOUT_MSG.holderName;
  const account = normalizeAccountNumber(values.accountNumber);
  if (!ACCOUNT_NUMBER_PATTERN.test(account)) errors.accountNumber = PAYOUT_MSG.accountNumber;
  else if (normalizeAccountNumber(values.confirmAccountNumber) !== account) {
    errors.confirmAccountNumber = PAYOUT_MSG.accountMismatch;
  }
  if (!isValidIfsc(normalizeIfsc(values.ifsc))) errors.ifsc = PAYOUT_MSG.ifsc;
  const pan = normalizePan(values.pan);
  if (pan && !PAN_PATTERN.test(pan)) errors.pan = PAYOUT_MSG.pan;
  return errors;
}

/**
 * Settings → Payouts (sellers): where GigBazaar pays the seller. Once saved only the last four digits come back;
 * the full number is never shown again, so changing it means typing it anew.
 */
export function PayoutsTab() {
  const api = useApi();
  const hydrated = useHydrated();
  const query = useQuery(payoutAccountQueryOptions(api));
  const save = useSavePayoutAccount();
  const { flash, show, clear } = useFlash(6_000);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [editing, setEditing] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const bankName = bankNameForIfsc(values.ifsc);
  const ifscShape = isValidIfsc(normalizeIfsc(values.ifsc));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    const found = check(values);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`payout-${first}`)?.focus();
      return;
    }
    save.mutate(
      {
        holderName: values.holderName.trim(),
        accountNumber: values.accountNumber,
        confirmAccountNumber: values.confirmAccountNumber,
        ifsc: values.ifsc,
        // Left empty, the PAN on file stays: the server keeps it when none is sent.
        ...(values.pan.trim() ? { pan: values.pan } : {}),
      },
      {
        onSuccess: (account) => {
          setValues(EMPTY);
          setEditing(false);
          show(
            account.status === 'failed' ? 'error' : 'success',
            `Payout account saved. ${STATUS_TEXT[account.status]}`,
          );
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
          show('error', errorMessage(err, PAYOUT_MSG.gatewayFailed));
        },
      },
    );
  };

  const account = query.data;
  const showForm = account === null || editing;

  return (
    <SectionCard
      id="settings-payouts"
      icon={<Landmark size={20} />}
      title="Payout account"
      description="The bank account your earnings are paid to. Account numbers and PAN are stored encrypted and never shown in full."
    >
      {query.isPending ? (
        <Loading label="Loading your payout account…" />
      ) : query.isError ? (
        <div className={styles.loadError}>
          <Notice tone="error">{errorMessage(query.error, 'Failed to load your payout account.')}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {account ? (
            <dl className={styles.payoutSummary} data-testid="payout-summary">
              <div>
                <dt>Account holder</dt>
                <dd>{account.holderName}</dd>
              </div>
              <div>
                <dt>Account number</dt>
                <dd>
                  <span aria-hidden="true">•••• </span>
                  <span className="visually-hidden">ending in </span>
                  {account.accountLast4}
                </dd>
              </div>
              <div>
                <dt>IFSC</dt>
                <dd>
                  {account.ifsc}
                  {account.bankName ? ` · ${account.bankName}` : ''}
                </dd>
              </div>
              <div>
                <dt>PAN</dt>
                <dd>
                  {account.panLast4 ? (
                    <>
                      <span aria-hidden="true">•••••• </span>
                      <span className="visually-hidden">ending in </span>
                      {account.panLast4}
                    </>
                  ) : (
                    'Not given (TDS is deducted at 5 % instead of 0.1 %)'
                  )}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd data-status={account.status}>{STATUS_TEXT[account.status]}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.payoutIntro}>
              You have not added a payout account yet. You can still sell: your earnings wait in escrow until you add
              one.
            </p>
          )}
          <FlashMessage flash={flash} />
          {account && !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Change payout account
            </Button>
          )}
          {showForm && (
            <form
              method="post"
              onSubmit={onSubmit}
              noValidate
              className={styles.narrowForm}
              aria-label="Payout account"
            >
              <TextField
                id="payout-holderName"
                label="Account holder name"
                name="holderName"
                autoComplete="name"
                value={values.holderName}
                onChange={(e) => set('holderName')(e.target.value)}
                error={errors.holderName}
                hint="As printed on your passbook or cheque."
              />
              <TextField
                id="payout-accountNumber"
                label="Bank account number"
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                value={values.accountNumber}
                onChange={(e) => set('accountNumber')(e.target.value)}
                error={errors.accountNumber}
              />
              <TextField
                id="payout-confirmAccountNumber"
                label="Bank account number again"
                name="confirmAccountNumber"
                inputMode="numeric"
                autoComplete="off"
                value={values.confirmAccountNumber}
                onChange={(e) => set('confirmAccountNumber')(e.target.value)}
                error={errors.confirmAccountNumber}
                hint="Type it again to make sure there is no mistake."
              />
              <TextField
                id="payout-ifsc"
                label="IFSC"
                name="ifsc"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={14}
                value={values.ifsc}
                onChange={(e) => set('ifsc')(e.target.value)}
                error={errors.ifsc}
                hint={
                  <span aria-live="polite">
                    {bankName && ifscShape
                      ? `Bank: ${bankName}`
                      : '11 characters, for example SBIN0001234 (on your cheque leaf).'}
                  </span>
                }
              />
              <TextField
                id="payout-pan"
                label="PAN (optional)"
                name="pan"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                value={values.pan}
                onChange={(e) => set('pan')(e.target.value)}
                error={errors.pan}
                hint={
                  account?.panLast4
                    ? `Leave empty to keep the PAN ending in ${account.panLast4}.`
                    : 'For tax: without a PAN, TDS is 5 % of each sale instead of 0.1 % (Income-tax Act, sections 194-O and 206AA).'
                }
              />
              <div className={styles.actions}>
                <Button type="submit" disabled={!hydrated} busy={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save payout account'}
                </Button>
                {account && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      setEditing(false);
                      setValues(EMPTY);
                      setErrors({});
                    }}
                  >
                    Cancel
                  </Button>
                )}
              </div>
            </form>
          )}
        </>
      )}
    </SectionCard>
  );
}
