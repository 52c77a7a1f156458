import { useState, type FormEvent } from 'react';
import { CalendarDays, Clock, Languages } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ageFromDob, formatDdMmYyyy, isFutureDate, parseDdMmYyyy } from '@gigbazaar/shared/rules/age';
import {
  formatWorkingHours,
  isEndAfterStart,
  parseWorkingTime,
  type TWorkingHoursValue,
} from '@gigbazaar/shared/rules/working-hours';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useHydrated } from '../../../ui/use-hydrated';
import { useUpdateBetaFields, type BetaChanges } from '../api/beta-fields';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './beta.module.css';

/** The languages most spoken in India, offered as suggestions; any language may be typed. */
const LANGUAGES = [
  'Hindi',
  'English',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Sanskrit',
  'Konkani',
  'Nepali',
  'Sindhi',
  'Kashmiri',
  'Manipuri',
];

/** "9:00" or 9 → "09:00", the value a time input expects. */
function toTimeInput(value: TWorkingHoursValue): string {
  const minutes = parseWorkingTime(value);
  if (minutes === null) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "09:00" → "9:00", the API's H:MM. */
const toApiTime = (value: string) => {
  const [h, m] = value.split(':');
  return `${Number(h)}:${m}`;
};

type Field = 'dateOfBirth' | 'firstLanguage' | 'start' | 'end';
type Errors = Partial<Record<Field, string>>;

/** Date of birth, first language and working hours, saved together; only changed fields are sent. */
export function BetaFieldsForm({ user }: { user: TOwnUser }) {
  const hydrated = useHydrated();
  const save = useUpdateBetaFields(user._id);
  const { flash, show, clear } = useFlash();
  const initial = {
    dateOfBirth: formatDdMmYyyy(user.dateOfBirth),
    firstLanguage: user.firstLanguage ?? '',
    start: toTimeInput(user.workingHours?.start),
    end: toTimeInput(user.workingHours?.end),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const collect = (): { changes: BetaChanges; errors: Errors } => {
    const changes: BetaChanges = {};
    const found: Errors = {};
    const dobText = values.dateOfBirth.trim();
    if (dobText !== initial.dateOfBirth) {
      const iso = parseDdMmYyyy(dobText);
      if (!iso) found.dateOfBirth = MSG.dobFormat;
      else if (isFutureDate(iso)) found.dateOfBirth = MSG.dobFuture;
      else {
        const age = ageFromDob(iso);
        if (age === null || age < LIMITS.minAge || age > LIMITS.maxAge) found.dateOfBirth = MSG.dobAge;
        else changes.dateOfBirth = iso;
      }
    }
    const language = values.firstLanguage.trim();
    if (language !== initial.firstLanguage) {
      if (!language) found.firstLanguage = 'Please enter a language.';
      else changes.firstLanguage = language;
    }
    if (values.start !== initial.start || values.end !== initial.end) {
      if (!values.start) found.start = 'Please enter a start time.';
      if (!values.end) found.end = 'Please enter an end time.';
      if (values.start && values.end) {
        const start = toApiTime(values.start);
        const end = toApiTime(values.end);
        if (!isEndAfterStart(start, end)) found.end = MSG.workingHoursOrder;
        else changes.workingHours = { start, end };
      }
    }
    return { changes, errors: found };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    const { changes, errors: found } = collect();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      show('info', MSG.noChanges);
      return;
    }
    save.mutate(changes, {
      onSuccess: () => show('success', 'Settings saved'),
      onError: (err) => {
        const message = errorMessage(err, '');
        show('error', message ? `Failed to update settings: ${message}` : 'Failed to update settings');
      },
    });
  };

  const preview =
    values.start && values.end && isEndAfterStart(toApiTime(values.start), toApiTime(values.end))
      ? formatWorkingHours({ start: toApiTime(values.start), end: toApiTime(values.end) })
      : null;

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <SectionCard
        id="beta-personal"
        icon={<CalendarDays size={20} />}
        title="Personal info"
        description="Your profile shows your age (never the date itself) and your first language."
      >
        <div className={styles.grid}>
          <TextField
            label="Date of birth"
            name="dateOfBirth"
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={LIMITS.dateOfBirthTextMax}
            value={values.dateOfBirth}
            onChange={(e) => set('dateOfBirth')(e.target.value)}
            error={errors.dateOfBirth}
            hint="Format DD/MM/YYYY, e.g. 15/08/1995."
          />
          <TextField
            label="First language"
            name="firstLanguage"
            list="beta-languages"
            maxLength={40}
            autoComplete="off"
            value={values.firstLanguage}
            onChange={(e) => set('firstLanguage')(e.target.value)}
            error={errors.firstLanguage}
            hint={
              <>
                <Languages size={14} aria-hidden="true" className={styles.inlineIcon} /> Pick from the list or type your
                own.
              </>
            }
          />
          <datalist id="beta-languages">
            {LANGUAGES.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        </div>
      </SectionCard>

      <SectionCard
        id="beta-hours"
        icon={<Clock size={20} />}
        title="Working hours"
        description="When buyers can expect a reply. Times are in India Standard Time (IST)."
      >
        <div className={styles.grid}>
          <TextField
            label="Start time (IST)"
            type="time"
            name="start"
            step={900}
            value={values.start}
            onChange={(e) => set('start')(e.target.value)}
            error={errors.start}
          />
          <TextField
            label="End time (IST)"
            type="time"
            name="end"
            step={900}
            value={values.end}
            onChange={(e) => set('end')(e.target.value)}
            error={errors.end}
          />
        </div>
        <p className={styles.preview} aria-live="polite">
          {preview ? (
            <>
              Shown on your profile as <strong>{preview}</strong>
            </>
          ) : (
            'Set both times to show your working hours.'
          )}
        </p>
      </SectionCard>

      <div className={styles.saveBar}>
        <FlashMessage flash={flash} />
        <Button type="submit" disabled={!hydrated} busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
