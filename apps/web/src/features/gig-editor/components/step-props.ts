import type { GigDraft } from '../gig-form';

/** How a step writes one typed field of the draft. */
export type OnField = (name: Exclude<keyof GigDraft, 'images' | 'features'>, value: string) => void;
