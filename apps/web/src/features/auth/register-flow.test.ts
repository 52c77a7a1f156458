import { describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { ApiError } from '../../lib/api';
import { passwordProblems, placeRegisterError, usernameProblem } from './register-flow';

describe('sign-up steps', () => {
  it('checks the username step with its sentences', () => {
    expect(usernameProblem('', 'India', 'idle')).toBe(MSG.requiredFields);
    expect(usernameProblem('ab', 'India', 'idle')).toBe(MSG.usernameShort);
    expect(usernameProblem('new.seller', 'India', 'taken')).toBe(MSG.usernameTaken);
    expect(usernameProblem('new.seller', 'India', 'available')).toBeNull();
    expect(usernameProblem('new.seller', 'Nepal', 'available')).toBe(MSG.countryIndia);
    // The availability check's own sentence, when it gave one: a name with contact details is not "taken".
    expect(usernameProblem('priya9876543210', 'India', 'taken', MSG.usernameContactDetails)).toBe(
      MSG.usernameContactDetails,
    );
    expect(usernameProblem('new.seller', 'India', 'taken', null)).toBe(MSG.usernameTaken);
  });

  it('puts a password problem under the field it concerns', () => {
    expect(passwordProblems('abc', 'abc')).toEqual({ password: MSG.passwordRequirements });
    expect(passwordProblems('abcde1', 'abcde2')).toEqual({ confirmPassword: MSG.passwordMismatch });
    expect(passwordProblems('abcde1', 'abcde1')).toEqual({});
  });

  it('sends a refused sign-up back to the step of the field at fault', () => {
    const fields = new ApiError(400, 'validation', 'Check the form.', { phone: 'Bad phone.', password: 'Weak.' });
    expect(placeRegisterError(fields)).toMatchObject({ step: 4, errors: { phone: 'Bad phone.', password: 'Weak.' } });
    expect(placeRegisterError(new ApiError(400, 'validation', 'x', { otp: 'Expired.' })).step).toBe(1);
    expect(placeRegisterError(new ApiError(409, 'conflict', MSG.usernameTaken))).toMatchObject({
      step: 3,
      errors: { username: MSG.usernameTaken },
    });
    expect(placeRegisterError(new ApiError(409, 'conflict', MSG.emailTaken)).step).toBe(1);
    // A username carrying contact details: the moderator's 422 names the field, so it goes beside the username.
    const contact = new ApiError(422, 'moderation_rejected', MSG.usernameContactDetails, {
      username: MSG.usernameContactDetails,
    });
    expect(placeRegisterError(contact)).toEqual({
      step: 3,
      errors: { username: MSG.usernameContactDetails },
      formError: null,
      unverified: false,
    });
    expect(placeRegisterError(new ApiError(400, 'bad_request', MSG.verifyEmailFirst))).toMatchObject({
      step: 1,
      formError: MSG.verifyEmailFirst,
      unverified: true,
    });
    expect(placeRegisterError(new Error('offline'))).toEqual({
      step: null,
      errors: {},
      formError: MSG.registerFailed,
      unverified: false,
    });
  });
});
