import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COUNTRIES,
  GENDER_LABELS,
  GENDERS,
  SELLER_ID_TYPE_LABELS,
  SELLER_ID_TYPES,
  SELLER_LIMITS,
} from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplication, TSellerApplicationResponse } from '@gigbazaar/shared/schemas/sellers';
import { useApi } from '../../../app/app-context';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { SelectField, TextArea, TextField } from '../../../ui/field';
import { Notice } from '../../../ui/notice';
import { checkDraft, emptyDraft, toPayload, type ApplicationDraft } from '../application-form';
import { myApplicationKey } from '../api/seller-application';
import { DocumentUpload, type UploadedDocument } from './document-upload';
import styles from './seller.module.css';

type TextKey = Exclude<keyof ApplicationDraft, 'governmentIdUrl' | 'selfieUrl' | 'certificateUrls'>;

/** Server field paths (`address.pincode`, `governmentId.url`) to the form's own names. */
const SERVER_FIELDS: Record<string, keyof ApplicationDraft> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.pincode': 'pincode',
  'governmentId.url': 'governmentIdUrl',
  selfie: 'selfieUrl',
};

/**
 * The Application Form tab (spec 2 §3 fields, §5 checks). Documents upload as soon as they are picked; Submit sends
 * their URLs. A rejected application is deleted first (spec 2 §4), then the new one is filed.
 */
export function ApplicationForm({
  email,
  existing,
  onSubmitted,
}: {
  email: string;
  existing: TSellerApplication | null;
  onSubmitted(): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ApplicationDraft>(() => emptyDraft(email));
  const [governmentId, setGovernmentId] = useState<UploadedDocument[]>([]);
  const [selfie, setSelfie] = useState<UploadedDocument[]>([]);
  const [certificates, setCertificates] = useState<UploadedDocument[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof ApplicationDraft, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: TextKey) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: TextKey) => ({ value: draft[name], onChange: set(name), error: errors[name] ?? null });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const full: ApplicationDraft = {
      ...draft,
      governmentIdUrl: governmentId[0]?.url ?? null,
      selfieUrl: selfie[0]?.url ?? null,
      certificateUrls: certificates.map((c) => c.url),
    };
    const check = checkDraft(full);
    if (check) {
      setErrors(check.fields);
      setMessage(check.message);
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      if (existing?.status === 'rejected') {
        try {
          await api.del('/sellers/my-application');
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) {
            setMessage(MSG.sellerDeleteFailed);
            return;
          }
        }
      }
      const { data } = await api.post<TSellerApplicationResponse>('/sellers', toPayload(full));
      queryClient.setQueryData(myApplicationKey, data);
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        const fields: Partial<Record<keyof ApplicationDraft, string>> = {};
        for (const [path, text] of Object.entries(error.fields ?? {})) {
          const name = SERVER_FIELDS[path] ?? (path.startsWith('certificates') ? 'certificateUrls' : path);
          if (name in full) fields[name as keyof ApplicationDraft] = text;
        }
        setErrors(fields);
        setMessage(error.message);
      } else {
        setMessage(MSG.somethingWrong);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby="seller-form-note">
      <p id="seller-form-note" className={styles.muted}>
        Every field is required, except certificates. Your ID documents are stored privately: only you and our
        verification team can open them.
      </p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.grid}>
          <TextField
            label="Full name"
            autoComplete="name"
            maxLength={SELLER_LIMITS.fullNameMax}
            {...text('fullName')}
          />
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="An Indian mobile number"
            {...text('phone')}
          />
          <TextField label="Date of birth" type="date" hint="You must be 18 or older" {...text('dateOfBirth')} />
          <SelectField label="Gender" {...text('gender')}>
            <option value="">Select…</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Address</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField
              label="Street"
              autoComplete="street-address"
              maxLength={SELLER_LIMITS.streetMax}
              {...text('street')}
            />
          </div>
          <TextField label="City" autoComplete="address-level2" maxLength={SELLER_LIMITS.placeMax} {...text('city')} />
          <TextField
            label="State"
            autoComplete="address-level1"
            maxLength={SELLER_LIMITS.placeMax}
            {...text('state')}
          />
          <TextField
            label="PIN code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            {...text('pincode')}
          />
          <SelectField label="Country" {...text('country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Your work</legend>
        <TextArea
          label="Description"
          hint="What you offer and for whom"
          maxLength={SELLER_LIMITS.longTextMax}
          {...text('description')}
        />
        <TextArea
          label="Motivation"
          hint="Why you want to sell on GigBazaar"
          maxLength={SELLER_LIMITS.longTextMax}
          {...text('motivation')}
        />
        <TextField label="Education" maxLength={SELLER_LIMITS.educationMax} {...text('education')} />
        <TextField label="Skills" hint="Separate skills with commas, e.g. Logo design, Branding" {...text('skills')} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Verification</legend>
        <div className={styles.grid}>
          <SelectField label="ID type" {...text('idType')}>
            <option value="">Select…</option>
            {SELLER_ID_TYPES.map((t) => (
              <option key={t} value={t}>
                {SELLER_ID_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="UPI ID"
            hint="For payouts, e.g. name@okaxis"
            autoComplete="off"
            maxLength={SELLER_LIMITS.upiMax}
            {...text('upiId')}
          />
        </div>
        <div className={styles.uploads}>
          <DocumentUpload
            label="Government ID"
            hint="A photo or PDF of the ID selected above"
            kind="document"
            value={governmentId}
            onChange={(next) => {
              setGovernmentId(next);
              setErrors((e) => ({ ...e, governmentIdUrl: undefined }));
            }}
            error={errors.governmentIdUrl}
            testId="seller-government-id"
          />
          <DocumentUpload
            label="Selfie"
            hint="A clear photo of your face (JPG or PNG)"
            kind="image"
            value={selfie}
            onChange={(next) => {
              setSelfie(next);
              setErrors((e) => ({ ...e, selfieUrl: undefined }));
            }}
            error={errors.selfieUrl}
            testId="seller-selfie"
          />
          <DocumentUpload
            label="Certificates (optional)"
            hint={`PDF, JPG, JPEG or PNG, up to ${SELLER_LIMITS.certificatesMax} files`}
            kind="document"
            multiple
            max={SELLER_LIMITS.certificatesMax}
            value={certificates}
            onChange={setCertificates}
            error={errors.certificateUrls}
            testId="seller-certificates"
          />
        </div>
      </fieldset>

      {message && <Notice tone="error">{message}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Submitting…' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
