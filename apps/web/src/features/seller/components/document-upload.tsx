import { MSG } from '@gigbazaar/shared/messages';
import { PrivateUploadField, type PrivateFile } from '../../../components/private-upload-field';
import { checkDocumentFile, DOCUMENT_FIELDS, type DocumentField } from '../application-form';

/** A document of the application, uploaded privately (only the applicant and admins can open it). */
export type UploadedDocument = PrivateFile & { preview: string | null };

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The picker's filter: the field's extensions and their types (a phone's picker goes by the types). */
const acceptOf = (field: DocumentField) => {
  const extensions = DOCUMENT_FIELDS[field].extensions;
  const types = new Set(extensions.map((e) => MIME[e]));
  return [...extensions.map((e) => `.${e}`), ...types].join(',');
};

/** One document field of the seller application: the shared private-upload field with the field's own rules. */
export function DocumentUpload({
  field,
  multiple = false,
  max = 1,
  value,
  onChange,
  ...rest
}: {
  label: string;
  hint: string;
  field: DocumentField;
  multiple?: boolean;
  max?: number;
  value: UploadedDocument[];
  onChange(next: UploadedDocument[]): void;
  error?: string | null;
  testId: string;
}) {
  return (
    <PrivateUploadField
      {...rest}
      accept={acceptOf(field)}
      multiple={multiple}
      max={max}
      value={value}
      onChange={(next) => onChange(next.map((f) => ({ ...f, preview: f.preview ?? null })))}
      check={(file) => checkDocumentFile(file, field)}
      tooMany={`You can upload at most ${max} files here.`}
      uploadFailed={() => MSG.sellerUploadFailed}
    />
  );
}
