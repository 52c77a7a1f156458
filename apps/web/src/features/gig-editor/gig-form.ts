import { LIMITS, type TCategory } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ZGigBody, type TGig, type TGigBody } from '@gigbazaar/shared/schemas/gigs';

export const GIG_STEPS = [
  'Basic Information',
  'Upload Images',
  'Service Details',
  'Description and Features',
  'Pricing and Review',
] as const;
export type Step = 1 | 2 | 3 | 4 | 5;

/** What the wizard holds: texts as typed, pictures as the URLs their uploads answered. */
export interface GigDraft {
  title: string;
  cat: TCategory | '';
  cover: string;
  images: string[];
  shortTitle: string;
  shortDesc: string;
  deliveryTime: string;
  revisionNumber: string;
  desc: string;
  features: string[];
  price: string;
}

export const emptyGigDraft = (): GigDraft => ({
  title: '',
  cat: '',
  cover: '',
  images: [],
  shortTitle: '',
  shortDesc: '',
  deliveryTime: '',
  revisionNumber: '',
  desc: '',
  features: [],
  price: '',
});

export const draftFromGig = (gig: TGig): GigDraft => ({
  title: gig.title,
  cat: gig.cat,
  cover: gig.cover,
  images: [...gig.images],
  shortTitle: gig.shortTitle,
  shortDesc: gig.shortDesc,
  deliveryTime: String(gig.deliveryTime),
  revisionNumber: String(gig.revisionNumber),
  desc: gig.desc,
  features: [...gig.features],
  price: String(gig.price),
});

/** Pictures picked in step 2 but not uploaded yet (the wizard uploads them when Next is pressed). */
export interface PickedImages {
  cover: boolean;
  images: number;
}

const blank = (v: string) => v.trim() === '';
/** A typed count: not a whole number (1.5, "two"), under its minimum, or fine (null). */
function countProblem(v: string, min: number): 'fraction' | 'low' | null {
  const n = Number(v.trim());
  if (!Number.isInteger(n)) return 'fraction';
  return n < min ? 'low' : null;
}

export const GIG_FORM_MSG = {
  deliveryWhole: 'Delivery time must be a whole number of days.',
  deliveryMin: 'Delivery time must be at least 1 day.',
  revisionsWhole: 'Revisions must be a whole number.',
  revisionsMin: 'Revisions must be 0 or more.',
} as const;

/** The pictures the wizard takes, as a person reads them (the server checks the same by content). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const ACCEPTED_PICTURES = `JPG, PNG, WebP or GIF pictures up to ${LIMITS.uploadBytes / (1024 * 1024)} MB each`;

/** Why a picture cannot be uploaded: it is not one of the accepted types, or too large. */
export type PictureRefusal = 'type' | 'size';

/**
 * The wizard's sentence for a picture it cannot take: the spec's "Error uploading files.", then which file and why,
 * then what it accepts, so the seller knows what to pick instead.
 */
export function pictureRefusalMessage(name: string, refusal: PictureRefusal): string {
  const why =
    refusal === 'size'
      ? `“${name}” is larger than ${LIMITS.uploadBytes / (1024 * 1024)} MB.`
      : `“${name}” is not a JPG, PNG, WebP or GIF picture.`;
  return `${MSG.uploadFilesFailed} ${why} Choose ${ACCEPTED_PICTURES}.`;
}

/** A picked file the wizard can refuse before sending it (its size, its declared type), or null. */
export function pictureRefusal(file: { size: number; type: string }): PictureRefusal | null {
  if (file.size > LIMITS.uploadBytes) return 'size';
  // An empty type is a file the browser could not name (no extension): the server decides by its content.
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/**
 * The gig rules: the sentence that stops Next on a step, or null. Step 2 counts pictures already uploaded and
 * those picked now; on edit, new images replace the old ones only as a complete set of 4.
 */
export function stepError(step: Step, d: GigDraft, picked: PickedImages = { cover: false, images: 0 }): string | null {
  switch (step) {
    case 1:
      return blank(d.title) || !d.cat ? MSG.gigTitleCategory : null;
    case 2:
      if (!picked.cover && !d.cover) return MSG.gigCover;
      if (picked.images > 0 ? picked.images !== LIMITS.imagesPerGig : d.images.length !== LIMITS.imagesPerGig)
        return MSG.gigImages;
      return null;
    case 3: {
      if (blank(d.shortTitle) || blank(d.shortDesc) || blank(d.deliveryTime) || blank(d.revisionNumber))
        return MSG.gigServiceDetails;
      const delivery = countProblem(d.deliveryTime, LIMITS.deliveryTimeMin);
      if (delivery) return delivery === 'fraction' ? GIG_FORM_MSG.deliveryWhole : GIG_FORM_MSG.deliveryMin;
      if (Number(d.deliveryTime) > LIMITS.deliveryTimeMax) return MSG.gigDeliveryMax;
      const revisions = countProblem(d.revisionNumber, LIMITS.revisionsMin);
      if (revisions) return revisions === 'fraction' ? GIG_FORM_MSG.revisionsWhole : GIG_FORM_MSG.revisionsMin;
      if (Number(d.revisionNumber) > LIMITS.revisionsMax) return MSG.gigRevisionsMax;
      return null;
    }
    case 4:
      if (blank(d.desc)) return MSG.gigDescription;
      return d.features.length === 0 ? MSG.gigFeatureMin : null;
    case 5: {
      if (blank(d.price)) return MSG.gigPrice;
      const price = Number(d.price);
      if (!Number.isFinite(price) || price < LIMITS.gigPriceMin) return 'The price must be at least ₹1.';
      if (price > LIMITS.gigPriceMax) return MSG.gigPriceMax;
      return null;
    }
  }
}

/** The step that holds a field the server named in a refusal (`fields` of a 422), so the wizard can go there. */
const FIELD_STEP: Partial<Record<string, Step>> = {
  title: 1,
  cat: 1,
  cover: 2,
  images: 2,
  shortTitle: 3,
  shortDesc: 3,
  deliveryTime: 3,
  revisionNumber: 3,
  desc: 4,
  features: 4,
  price: 5,
};

/** The earliest step holding one of the named fields (`images.2` counts as `images`), or null. */
export function stepOfFields(fields: Record<string, string> | undefined): Step | null {
  const steps = Object.keys(fields ?? {})
    .map((f) => FIELD_STEP[f.split('.')[0]!])
    .filter((s): s is Step => s !== undefined);
  return steps.length ? (Math.min(...steps) as Step) : null;
}

/** The first step whose check fails, or null when the gig can be sent. */
export function firstInvalidStep(d: GigDraft): Step | null {
  for (const step of [1, 2, 3, 4, 5] as const) if (stepError(step, d)) return step;
  return null;
}

export const toGigBody = (d: GigDraft): TGigBody => ({
  title: d.title.trim(),
  cat: d.cat as TCategory,
  cover: d.cover,
  images: d.images,
  shortTitle: d.shortTitle.trim(),
  shortDesc: d.shortDesc.trim(),
  deliveryTime: Number(d.deliveryTime),
  revisionNumber: Number(d.revisionNumber),
  desc: d.desc.trim(),
  features: d.features,
  price: Number(d.price),
});

/**
 * Final submit: every step must pass ("Please fill in all required fields.") and the body must pass the
 * server's own schema, whose sentence is shown otherwise. Null when it may be sent.
 */
export function submitError(d: GigDraft): string | null {
  if (firstInvalidStep(d)) return MSG.requiredFields;
  const parsed = ZGigBody.safeParse(toGigBody(d));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.requiredFields);
}

export type FeatureAdd = { features: string[]; error: string | null };

/** Adds a typed feature: trimmed, not empty, not twice, at most 4 ("You can only add up to 4 features."). */
export function addFeature(features: string[], typed: string): FeatureAdd {
  const feature = typed.trim();
  if (!feature) return { features, error: null };
  if (features.length >= LIMITS.featuresPerGig) return { features, error: MSG.gigFeatureMax };
  if (feature.length > LIMITS.featureLengthMax)
    return { features, error: `A feature can be at most ${LIMITS.featureLengthMax} characters.` };
  if (features.some((f) => f.toLowerCase() === feature.toLowerCase())) return { features, error: null };
  return { features: [...features, feature], error: null };
}

/** The half-filled wizard survives a reload: kept in this browser, per account, until the gig is created. */
export const draftStorageKey = (userId: string) => `gigbazaar:add-gig:${userId}`;

export interface StoredDraft {
  step: Step;
  draft: GigDraft;
}

export function readStoredDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    const base = emptyGigDraft();
    const d = parsed.draft ?? {};
    const draft: GigDraft = { ...base };
    for (const key of Object.keys(base) as Array<keyof GigDraft>) {
      const value = (d as Record<string, unknown>)[key];
      if (Array.isArray(base[key])) {
        if (Array.isArray(value)) (draft[key] as string[]) = value.filter((v) => typeof v === 'string').slice(0, 8);
      } else if (typeof value === 'string') (draft[key] as string) = value;
    }
    const step = [1, 2, 3, 4, 5].includes(Number(parsed.step)) ? (Number(parsed.step) as Step) : 1;
    return { step, draft };
  } catch {
    return null;
  }
}
