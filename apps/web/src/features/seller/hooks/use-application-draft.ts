import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplication, TSellerApplicationResponse } from '@gigbazaar/shared/schemas/sellers';
import { useApi } from '../../../app/app-context';
import { ApiError } from '../../../lib/api';
import { useKeptDraft } from '../../../lib/drafts';
import { phoneRuleForSubmit } from '../../../lib/phone-rule';
import { usePhoneRule } from '../../../hooks/use-phone-rule';
import { checkDraft, draftFromApplication, emptyDraft, toPayload, type ApplicationDraft } from '../application-form';
import { myApplicationKey } from '../api/seller-application';
import type { UploadedDocument } from '../components/document-upload';

export type TextKey = Exclude<keyof ApplicationDraft, 'governmentIdUrl' | 'selfieUrl' | 'certificateUrls'>;
type Errors = Partial<Record<keyof ApplicationDraft, string>>;

/** Server field paths (`address.pincode`, `governmentId.url`) to the form's own names. */
const SERVER_FIELDS: Record<string, keyof ApplicationDraft> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.pincode': 'pincode',
  'governmentId.url': 'governmentIdUrl',
  selfie: 'selfieUrl',
};

const isPdf = (url: string) => url.toLowerCase().endsWith('.pdf');
const reused = (url: string, name: string): UploadedDocument => ({ url, name, preview: isPdf(url) ? null : url });
/**
 * A just-uploaded picture's preview is an object URL, which the upload field releases when it unmounts; a document
 * kept for later shows the uploaded file itself instead (the owner may read it), as a reused one does.
 */
const lasting = (docs: UploadedDocument[]) =>
  docs.map((d) => (d.preview?.startsWith('blob:') ? { ...d, preview: isPdf(d.url) ? null : d.url } : d));

/**
 * The application form's state: the typed answers, the uploaded documents (started from a rejected application
 * when the applicant chose to reuse it), the errors, and the submit. A rejected application still on file is
 * deleted first (a new submission replaces it), then the new one is filed. After a refused submit, focus moves
 * to the first field at fault, or to the message when no field is named (`formRef`, `messageRef`).
 */
export function useApplicationDraft({
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
  const api = useApi();
  const queryClient = useQueryClient();
  usePhoneRule();
  // Kept while the page lives (lib/drafts): a look at another screen mid-form costs none of the answers or
  // documents. A form started from a rejected application keeps its own draft.
  const key = `seller-application:${from ? `from:${from._id}` : 'new'}`;
  const [initial] = useState(() => ({
    draft: from ? draftFromApplication(from) : emptyDraft(email),
    governmentId: from ? [reused(from.governmentId.url, 'Government ID (from your last application)')] : [],
    selfie: from ? [reused(from.selfie, 'Selfie (from your last application)')] : [],
    certificates: from
      ? from.certificates.map((url, i) => reused(url, `Certificate ${i + 1} (from your last application)`))
      : [],
  }));
  const [draft, setDraft, discardAnswers] = useKeptDraft<ApplicationDraft>(`${key}:answers`, initial.draft);
  const [governmentId, setGovernmentId, discardId] = useKeptDraft<UploadedDocument[]>(
    `${key}:government-id`,
    initial.governmentId,
  );
  const [selfie, setSelfie, discardSelfie] = useKeptDraft<UploadedDocument[]>(`${key}:selfie`, initial.selfie);
  const [certificates, setCertificates, discardCertificates] = useKeptDraft<UploadedDocument[]>(
    `${key}:certificates`,
    initial.certificates,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    (firstInvalid ?? messageRef.current)?.focus();
  }, [refusals]);

  const refuse = (fields: Errors, text: string) => {
    setErrors(fields);
    setMessage(text);
    setRefusals((n) => n + 1);
  };

  const text = (name: TextKey) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: errors[name] ?? null,
  });

  const documents = {
    governmentId: {
      value: governmentId,
      onChange: (next: UploadedDocument[]) => {
        setGovernmentId(lasting(next));
        setErrors((e) => ({ ...e, governmentIdUrl: undefined }));
      },
      error: errors.governmentIdUrl,
    },
    selfie: {
      value: selfie,
      onChange: (next: UploadedDocument[]) => {
        setSelfie(lasting(next));
        setErrors((e) => ({ ...e, selfieUrl: undefined }));
      },
      error: errors.selfieUrl,
    },
    certificates: {
      value: certificates,
      onChange: (next: UploadedDocument[]) => setCertificates(lasting(next)),
      error: errors.certificateUrls,
    },
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const full: ApplicationDraft = {
      ...draft,
      governmentIdUrl: governmentId[0]?.url ?? null,
      selfieUrl: selfie[0]?.url ?? null,
      certificateUrls: certificates.map((c) => c.url),
    };
    const check = checkDraft(full, await phoneRuleForSubmit());
    if (check) return refuse(check.fields, check.message);
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      if (existing?.status === 'rejected') {
        try {
          await api.del('/sellers/my-application');
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) return refuse({}, MSG.sellerDeleteFailed);
        }
      }
      const { data } = await api.post<TSellerApplicationResponse>('/sellers', toPayload(full));
      queryClient.setQueryData(myApplicationKey, data);
      for (const discard of [discardAnswers, discardId, discardSelfie, discardCertificates]) discard();
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        const fields: Errors = {};
        for (const [path, sentence] of Object.entries(error.fields ?? {})) {
          const name = SERVER_FIELDS[path] ?? (path.startsWith('certificates') ? 'certificateUrls' : path);
          if (name in full) fields[name as keyof ApplicationDraft] = sentence;
        }
        refuse(fields, error.message);
      } else {
        refuse({}, MSG.somethingWrong);
      }
    } finally {
      setBusy(false);
    }
  };

  return { text, documents, message, busy, onSubmit, formRef, messageRef };
}
