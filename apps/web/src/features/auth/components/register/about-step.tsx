import { LIMITS } from '@gigbazaar/shared/constants';
import { TextArea, TextField } from '../../../../ui/field';
import type { RegistrationFlow } from '../../hooks/use-registration';
import { PictureChoice } from '../picture-choice';

/** Step 5: the optional bio, picture (uploaded at the first login) and phone. */
export function AboutStep({ flow }: { flow: RegistrationFlow }) {
  const { desc, phone } = flow.values;
  return (
    <>
      <TextArea
        label="Bio"
        name="desc"
        maxLength={LIMITS.bioMax}
        rows={4}
        value={desc}
        onChange={(e) => flow.change('desc', e.target.value)}
        error={flow.errors.desc}
        placeholder="e.g. Logo designer from Pune with 5 years of experience in brand identities."
        hint={`Optional. ${desc.length}/${LIMITS.bioMax} characters.`}
      />
      <PictureChoice file={flow.picture} onChange={flow.setPicture} disabled={flow.busy} />
      <TextField
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onChange={(e) => flow.change('phone', e.target.value)}
        error={flow.errors.phone}
        placeholder="98765 43210"
        hint="Optional. An Indian mobile number; it is never shown on your profile."
      />
    </>
  );
}
