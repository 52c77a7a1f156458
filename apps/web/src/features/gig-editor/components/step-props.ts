import type { GigDraft } from '../gig-form';

/** The server's refusals of particular texts (the moderator's 422), by field, shown beside the field until edited. */
export type FieldErrors = Partial<Record<string, string>>;

/** How a step writes one typed field of the draft. */
export type OnField = (name: Exclude<keyof GigDraft, 'images' | 'features'>, value: string) => void;
