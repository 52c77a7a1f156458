/** The tabs of the help centre, in display order; Known Issues is the default. */
export const HELP_TABS = [
  { id: 'known-issues', label: 'Known Issues' },
  { id: 'faq', label: 'FAQ' },
  { id: 'features', label: 'Main Features' },
  { id: 'support', label: 'Support' },
  { id: 'resources', label: 'Resources' },
] as const;

export type HelpTabId = (typeof HELP_TABS)[number]['id'];

export const DEFAULT_HELP_TAB: HelpTabId = 'known-issues';

/** Reads the `?tab=` value; anything unknown falls back to the default tab. */
export function parseHelpTab(value: string | null): HelpTabId {
  return HELP_TABS.find((t) => t.id === value)?.id ?? DEFAULT_HELP_TAB;
}

/** The tab to move to for a key press in the tab list, or null if the key is not a navigation key. */
export function tabForKey(current: HelpTabId, key: string): HelpTabId | null {
  const i = HELP_TABS.findIndex((t) => t.id === current);
  const n = HELP_TABS.length;
  switch (key) {
    case 'ArrowRight':
      return HELP_TABS[(i + 1) % n].id;
    case 'ArrowLeft':
      return HELP_TABS[(i - 1 + n) % n].id;
    case 'Home':
      return HELP_TABS[0].id;
    case 'End':
      return HELP_TABS[n - 1].id;
    default:
      return null;
  }
}

export const tabElementId = (id: HelpTabId) => `help-tab-${id}`;
export const panelElementId = (id: HelpTabId) => `help-panel-${id}`;
