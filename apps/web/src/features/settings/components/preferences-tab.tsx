import { Bell, Palette } from 'lucide-react';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useDarkMode } from '../../../app/dark-mode';
import { Switch } from '../../../ui/switch';
import { useHydrated } from '../../../ui/use-hydrated';
import { useUpdateNotifications } from '../api/notifications';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

/**
 * Preferences tab: the notification toggle, saved as soon as it flips. `notif` turns on the
 * on-screen notices of new messages (docs/product-rules.md "Message notifier"), so that is what the label says; no
 * e-mail depends on it.
 */
export function PreferencesTab({ user }: { user: TOwnUser }) {
  const hydrated = useHydrated();
  const update = useUpdateNotifications(user._id);
  const { flash, show } = useFlash();
  const { dark, toggle } = useDarkMode();

  const onToggle = (notif: boolean) => {
    if (update.isPending) return;
    update.mutate(notif, {
      onSuccess: () => show('success', notif ? 'Message notifications turned on' : 'Message notifications turned off'),
      onError: () => show('error', 'Failed to update notification settings'),
    });
  };

  return (
    <>
      <SectionCard id="settings-notifications" icon={<Bell size={20} />} title="Notifications">
        <Switch
          label="Message notifications"
          description="Show a notice on screen when someone sends you a new message while you are elsewhere on GigBazaar."
          checked={user.notif}
          onChange={onToggle}
          disabled={!hydrated || update.isPending}
        />
        <div className={styles.afterSwitch}>
          <FlashMessage flash={flash} />
        </div>
      </SectionCard>
      <SectionCard id="settings-appearance" icon={<Palette size={20} />} title="Appearance">
        <Switch
          label="Dark mode"
          description="Easier on the eyes at night. Remembered on this device."
          checked={dark}
          onChange={toggle}
          disabled={!hydrated}
        />
      </SectionCard>
    </>
  );
}
