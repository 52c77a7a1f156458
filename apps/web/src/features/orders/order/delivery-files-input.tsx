import { MAX_DELIVERY_FILES, ORDER_RULE_MSG } from '@gigbazaar/shared/rules/order-lifecycle';
import { PrivateUploadField, type PrivateFile } from '../../../components/private-upload-field';

export type DeliveredFile = PrivateFile;

/** What the upload route accepts privately (checked again by content on the server). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.gif,application/pdf,image/jpeg,image/png,image/webp,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The delivery's files: the shared private-upload field (only the two parties and admins can open them once
 * delivered), up to the lifecycle table's limit, 5 MB each.
 */
export function DeliveryFilesInput({
  value,
  onChange,
  onBusyChange,
}: {
  value: DeliveredFile[];
  onChange(next: DeliveredFile[]): void;
  onBusyChange(busy: boolean): void;
}) {
  return (
    <PrivateUploadField
      label="Files (optional)"
      hint={`Up to ${MAX_DELIVERY_FILES} pictures or PDFs, 5 MB each. Only the buyer and GigBazaar can open them.`}
      accept={ACCEPT}
      multiple
      max={MAX_DELIVERY_FILES}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      check={(file) => (file.size > MAX_BYTES ? `${file.name} is larger than 5 MB.` : null)}
      tooMany={ORDER_RULE_MSG.tooManyFiles}
      testId="delivery-files"
    />
  );
}
