import { useRef, useState, type KeyboardEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { ApiError, errorMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Chip, ChipList } from '../../../ui/chip';
import { TextField } from '../../../ui/field';
import { useHydrated } from '../../../ui/use-hydrated';
import { useEditSkills } from '../api/beta-fields';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './beta.module.css';

/** Skills: added with the button or Enter, removed from their chip; trimmed and unique. */
export function SkillsEditor({ userId, skills }: { userId: string; skills: string[] }) {
  const hydrated = useHydrated();
  const edit = useEditSkills(userId);
  const { flash, show } = useFlash();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    if (edit.isPending) return;
    const skill = draft.trim().replace(/\s+/g, ' ');
    if (!skill) return setError('Please enter a skill.');
    if (skill.length > LIMITS.skillLengthMax)
      return setError(`A skill can be at most ${LIMITS.skillLengthMax} characters.`);
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase()))
      return setError(`“${skill}” is already in your skills.`);
    if (skills.length >= LIMITS.skillsMax) return setError(`You can list up to ${LIMITS.skillsMax} skills.`);
    setError(null);
    // The field empties as the skill is sent, so the next one can be typed at once; clearing it on the answer
    // instead wiped whatever had been typed meanwhile.
    setDraft('');
    edit.mutate(
      { action: 'add', skill },
      {
        onSuccess: () => show('success', `Added “${skill}”`),
        onError: (err) => {
          // The refused skill comes back to be fixed, unless another is already being typed.
          setDraft((typed) => (typed === '' ? skill : typed));
          // The moderator's refusal belongs under the skill as typed, like the other checks of it.
          if (err instanceof ApiError && err.code === 'moderation_rejected') return setError(err.message);
          const message = errorMessage(err, '');
          show('error', message ? `Failed to update settings: ${message}` : 'Failed to update settings');
        },
      },
    );
  };

  const remove = (skill: string) => {
    if (edit.isPending) return;
    setRemoving(skill);
    edit.mutate(
      { action: 'remove', skill },
      {
        onSuccess: () => show('success', `Removed “${skill}”`),
        onError: (err) => {
          const message = errorMessage(err, '');
          show('error', message ? `Failed to update settings: ${message}` : 'Failed to update settings');
        },
        onSettled: () => setRemoving(null),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <SectionCard
      id="beta-skills"
      icon={<Sparkles size={20} />}
      title="Skills"
      description={`Up to ${LIMITS.skillsMax} skills, shown on your profile. Press Enter or Add after each one.`}
    >
      <div className={styles.addRow}>
        <TextField
          ref={input}
          label="Skill"
          name="skill"
          autoComplete="off"
          maxLength={LIMITS.skillLengthMax + 10}
          placeholder="e.g. Logo design"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={!hydrated}
          busy={edit.isPending}
          className={styles.addButton}
        >
          Add
        </Button>
      </div>
      <FlashMessage flash={flash} />
      {skills.length > 0 ? (
        <ChipList label="Your skills">
          {skills.map((skill) => (
            <li key={skill}>
              <Chip
                onRemove={() => remove(skill)}
                removeLabel={`Remove ${skill}`}
                disabled={!hydrated || edit.isPending}
                focusAfterLast={input}
              >
                {removing === skill ? <span className={styles.removing}>{skill}</span> : skill}
              </Chip>
            </li>
          ))}
        </ChipList>
      ) : (
        <p className={styles.empty}>
          No skills yet. Add the services you are best at, like “WordPress” or “Voice-over”.
        </p>
      )}
    </SectionCard>
  );
}
