import { describe, expect, it } from 'vitest';
import { discardDraft, keepDraft, readDraft } from './drafts';

describe('kept drafts', () => {
  it('gives a dialog opened again the words typed before, per item', () => {
    keepDraft('report:gig:a', { reason: 'spam', note: 'Copies my gig.' }, { reason: null, note: '' });
    expect(readDraft('report:gig:a', { reason: null, note: '' })).toEqual({ reason: 'spam', note: 'Copies my gig.' });
    expect(readDraft('report:gig:b', { reason: null, note: '' })).toEqual({ reason: null, note: '' });
  });

  it('forgets the words once sent, and an emptied field', () => {
    keepDraft('order:1:dispute', 'The files are empty.', '');
    discardDraft('order:1:dispute');
    expect(readDraft('order:1:dispute', '')).toBe('');
    keepDraft('order:1:revision', 'Bigger logo', '');
    keepDraft('order:1:revision', '', '');
    expect(readDraft('order:1:revision', 'x')).toBe('x');
  });
});
