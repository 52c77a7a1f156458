import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import type { RegistrationFlow } from '../../hooks/use-registration';
import { UsernameStep } from './username-step';

/** Step 3 as rendered for a flow in the given state (only what the step reads). */
const render = (state: Partial<RegistrationFlow> & { username: string }) =>
  renderToStaticMarkup(
    <UsernameStep
      flow={
        {
          values: { username: state.username, country: 'India' },
          availability: state.availability ?? 'idle',
          unavailableMessage: state.unavailableMessage ?? null,
          errors: state.errors ?? {},
          change: () => undefined,
        } as unknown as RegistrationFlow
      }
    />,
  );

/** The username input and what is shown beside it, up to the country field. */
const usernameField = (html: string) => html.slice(0, html.indexOf('name="country"'));

describe('the sign-up username step', () => {
  it('shows the availability check’s own sentence beside the username (contact details in the name)', () => {
    const html = usernameField(
      render({ username: 'priya9876543210', availability: 'taken', unavailableMessage: MSG.usernameContactDetails }),
    );
    // The field's alert, which the input names in aria-describedby.
    expect(html).toContain(`role="alert">${MSG.usernameContactDetails}</span>`);
    expect(html).not.toContain(MSG.usernameTaken);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="username"|name="username"[^>]*aria-invalid="true"/);
  });

  it('falls back to the taken or reserved sentence when the check gave none', () => {
    expect(usernameField(render({ username: 'aarav', availability: 'taken' }))).toContain(MSG.usernameTaken);
    expect(usernameField(render({ username: 'admin', availability: 'taken' }))).toContain(MSG.usernameReserved);
  });

  it('shows a refusal from the sign-up call itself (the field error) beside the username', () => {
    const html = usernameField(
      render({
        username: 'ravi.gmail.com',
        availability: 'available',
        errors: { username: MSG.usernameContactDetails },
      }),
    );
    expect(html).toContain(`role="alert">${MSG.usernameContactDetails}</span>`);
  });
});
