import { describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import {
  addFeature,
  emptyGigDraft,
  firstInvalidStep,
  GIG_FORM_MSG,
  pictureRefusal,
  pictureRefusalMessage,
  readStoredDraft,
  stepError,
  stepOfFields,
  submitError,
  toGigBody,
  type GigDraft,
} from './gig-form';

const complete = (): GigDraft => ({
  title: 'I will design your logo',
  cat: 'design',
  cover: '/uploads/public/u/c.webp',
  images: ['/1', '/2', '/3', '/4'],
  shortTitle: 'Logo',
  shortDesc: 'Two concepts',
  deliveryTime: '3',
  revisionNumber: '0',
  desc: 'Careful work',
  features: ['Vector files'],
  price: '1499',
});

describe('gig wizard steps', () => {
  it('stops each step with its sentence', () => {
    const d = emptyGigDraft();
    expect(stepError(1, d)).toBe(MSG.gigTitleCategory);
    expect(stepError(1, { ...d, title: 'x' })).toBe(MSG.gigTitleCategory);
    expect(stepError(2, d)).toBe(MSG.gigCover);
    expect(stepError(2, d, { cover: true, images: 3 })).toBe(MSG.gigImages);
    expect(stepError(2, d, { cover: true, images: 4 })).toBeNull();
    expect(stepError(3, d)).toBe(MSG.gigServiceDetails);
    expect(stepError(3, { ...complete(), deliveryTime: '0' })).toMatch(/at least 1 day/);
    expect(stepError(3, { ...complete(), deliveryTime: '1.5' })).toBe(GIG_FORM_MSG.deliveryWhole);
    expect(stepError(3, { ...complete(), deliveryTime: 'two' })).toBe(GIG_FORM_MSG.deliveryWhole);
    expect(stepError(3, { ...complete(), revisionNumber: '-1' })).toBe(GIG_FORM_MSG.revisionsMin);
    expect(stepError(3, { ...complete(), revisionNumber: '0.5' })).toBe(GIG_FORM_MSG.revisionsWhole);
    expect(stepError(3, { ...complete(), revisionNumber: '0' })).toBeNull();
    expect(stepError(4, { ...complete(), desc: ' ' })).toBe(MSG.gigDescription);
    expect(stepError(4, { ...complete(), features: [] })).toBe(MSG.gigFeatureMin);
    expect(stepError(5, { ...complete(), price: '' })).toBe(MSG.gigPrice);
    expect(stepError(5, { ...complete(), price: '0' })).toMatch(/at least ₹1/);
    expect(stepError(5, { ...complete(), price: '1000001' })).toBe(MSG.gigPriceMax);
  });

  it('on edit, new images count only as a complete set of 4', () => {
    expect(stepError(2, complete())).toBeNull();
    expect(stepError(2, complete(), { cover: false, images: 2 })).toBe(MSG.gigImages);
  });

  it('sends only a complete gig, with numbers as numbers', () => {
    expect(firstInvalidStep(complete())).toBeNull();
    expect(submitError({ ...complete(), price: '' })).toBe(MSG.requiredFields);
    expect(submitError(complete())).toBeNull();
    expect(toGigBody(complete())).toMatchObject({ price: 1499, deliveryTime: 3, revisionNumber: 0 });
  });

  it('adds features up to 4, trimmed and without repeats', () => {
    let f = addFeature([], '  A ');
    expect(f.features).toEqual(['A']);
    f = addFeature(f.features, 'a');
    expect(f.features).toEqual(['A']);
    const four = ['1', '2', '3', '4'];
    expect(addFeature(four, '5')).toEqual({ features: four, error: MSG.gigFeatureMax });
    expect(addFeature([], '   ').features).toEqual([]);
  });

  it('reads back a stored draft, ignoring anything malformed', () => {
    const raw = JSON.stringify({ step: 3, draft: { ...complete(), images: ['/1', 5], extra: 'x' } });
    expect(readStoredDraft(raw)).toMatchObject({ step: 3, draft: { title: complete().title, images: ['/1'] } });
    expect(readStoredDraft('{bad')).toBeNull();
    expect(readStoredDraft(JSON.stringify({ step: 9 }))?.step).toBe(1);
  });
});

describe('a refusal naming fields', () => {
  it('goes to the earliest step holding one of them', () => {
    expect(stepOfFields({ desc: 'x' })).toBe(4);
    expect(stepOfFields({ features: 'x', shortDesc: 'y' })).toBe(3);
    expect(stepOfFields({ title: 'x', desc: 'y' })).toBe(1);
    expect(stepOfFields({ 'images.2': 'x' })).toBe(2);
    expect(stepOfFields({ somethingElse: 'x' })).toBeNull();
    expect(stepOfFields(undefined)).toBeNull();
  });
});

describe('a picture the wizard cannot take', () => {
  it('is named with what is wrong and what the wizard accepts', () => {
    expect(pictureRefusalMessage('d.png', 'type')).toBe(
      'Error uploading files. “d.png” is not a JPG, PNG, WebP or GIF picture. Choose JPG, PNG, WebP or GIF pictures up to 5 MB each.',
    );
    expect(pictureRefusalMessage('holi.jpg', 'size')).toBe(
      'Error uploading files. “holi.jpg” is larger than 5 MB. Choose JPG, PNG, WebP or GIF pictures up to 5 MB each.',
    );
  });

  it('is refused before sending when too large or of another declared type', () => {
    expect(pictureRefusal({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('size');
    expect(pictureRefusal({ size: 2000, type: 'application/pdf' })).toBe('type');
    expect(pictureRefusal({ size: 2000, type: 'image/svg+xml' })).toBe('type');
    expect(pictureRefusal({ size: 5 * 1024 * 1024, type: 'image/webp' })).toBeNull();
    // No declared type: the server judges the content.
    expect(pictureRefusal({ size: 2000, type: '' })).toBeNull();
  });
});
