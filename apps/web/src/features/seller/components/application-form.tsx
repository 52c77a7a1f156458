import {
  COUNTRIES,
  GENDER_LABELS,
  GENDERS,
  SELLER_ID_TYPE_LABELS,
  SELLER_ID_TYPES,
  SELLER_LIMITS,
} from '@gigbazaar/shared/constants';
import type { TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import { Button } from '../../../ui/button';
import { SelectField, TextArea, TextField } from '../../../ui/field';
import { Notice } from '../../../ui/notice';
import { useApplicationDraft } from '../hooks/use-application-draft';
import { DocumentUpload } from './document-upload';
import styles from './seller.module.css';

/** Where a keyboard user starts when the form opens from "Delete and apply again": the note, or the first field. */
export const FORM_START_ID = 'seller-form-start';

/**
 * The Application Form tab: the application's fields (all required but the certificates). Documents upload as soon
 * as they are picked; Submit sends their URLs. Started from a rejected application (`from`), it shows that
 * application's answers and documents and the reviewer's note.
 */
export function ApplicationForm({
  email,
  existing,
  from,
  onSubmitted,
}: {
  email: string;
  existing: TSellerApplication | null;
  from: TSellerApplication | null;
  onSubmitted(): void;
}) {
  const form = useApplicationDraft({ email, existing, from, onSubmitted });
  const { text, documents, message, busy } = form;

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      aria-describedby="seller-form-note"
    >
      {from ? (
        <div className={styles.reused}>
          <p id={FORM_START_ID} tabIndex={-1} className={styles.strong}>
            Your last application is filled in below, documents included. Change what the reviewer asked for, then
            submit.
          </p>
          {from.verificationNotes && <p className={styles.prose}>Note from the reviewer: {from.verificationNotes}</p>}
        </div>
      ) : null}
      <p id="seller-form-note" className={styles.muted}>
        Every field is required, except certificates. Your ID documents are stored privately: only you and our
        verification team can open them.
      </p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.grid}>
          <TextField
            id={from ? undefined : FORM_START_ID}
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
            field="governmentId"
            {...documents.governmentId}
            testId="seller-government-id"
          />
          <DocumentUpload
            label="Selfie"
            hint="A clear photo of your face (JPG or PNG)"
            field="selfie"
            {...documents.selfie}
            testId="seller-selfie"
          />
          <DocumentUpload
            label="Certificates (optional)"
            hint={`PDF, JPG, JPEG or PNG, up to ${SELLER_LIMITS.certificatesMax} files`}
            field="certificates"
            multiple
            max={SELLER_LIMITS.certificatesMax}
            {...documents.certificates}
            testId="seller-certificates"
          />
        </div>
      </fieldset>

      <div ref={form.messageRef} tabIndex={-1} className={styles.message}>
        {message && <Notice tone="error">{message}</Notice>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {busy ? 'Submitting…' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
