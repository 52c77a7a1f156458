import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChangeEmailBody,
  ZChangePasswordBody,
  ZCurrentUser,
  ZLoginBody,
  ZRegisterBody,
  ZSendOtpBody,
  ZUsernameAvailable,
  ZUsernameAvailableQuery,
  ZVerified,
  ZVerifyOtpBody,
} from '@gigbazaar/shared/schemas/auth';
import { ZOk } from '@gigbazaar/shared/schemas/common';
import type { Deps } from '../../platform/deps';
import {
  endSession,
  presentCurrentUser,
  revokeAllSessions,
  revokeCurrentSession,
  startSession,
} from '../../platform/auth';
import { ipLimitKey } from '../../platform/ip-key';
import { issueOtp, verifyOtp } from './otp-service';
import { authenticate, changeEmail, changePassword, registerUser, usernameAvailability } from './account-service';

type UserRow = { id: string; username: string; email: string; img: string | null; isSeller: boolean; isAdmin: boolean };

export const authRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const current = (u: UserRow) => presentCurrentUser(u);

  app.post('/auth/send-otp', { schema: { body: ZSendOtpBody, response: { 200: ZOk } } }, async (request) => {
    const { email, purpose } = request.body;
    await issueOtp(deps, email, purpose, request.ip);
    return { ok: true as const };
  });

  app.post('/auth/verify-otp', { schema: { body: ZVerifyOtpBody, response: { 200: ZVerified } } }, async (request) => {
    const { email, otp, purpose } = request.body;
    await verifyOtp(deps, email, purpose, otp);
    return { verified: true as const };
  });

  app.post(
    '/auth/register',
    { schema: { body: ZRegisterBody, response: { 201: ZCurrentUser } } },
    async (request, reply) => {
      const user = await registerUser(deps, request.body, ipLimitKey(request.ip));
      return reply.status(201).send(current(user));
    },
  );

  app.get(
    '/auth/username-available',
    { schema: { querystring: ZUsernameAvailableQuery, response: { 200: ZUsernameAvailable } } },
    async (request) => {
      // The sign-up rules in full (reserved names and contact details included), so "available" always means
      // "you can have it", and otherwise says why.
      return usernameAvailability(deps, request.query.username);
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: ZLoginBody, response: { 200: ZCurrentUser } }, config: { perUser: true } },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const user = await authenticate(deps, username, password);
      // The browser's cookie is about to be replaced: the session it held ends on the server too, rather than
      // staying valid for up to 30 days with nobody signed in to it (a shared computer, a second account).
      await revokeCurrentSession(deps, request);
      await startSession(deps, request, reply, user.id, Boolean(rememberMe));
      return current(user);
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: ZOk } } }, async (request, reply) => {
    await endSession(deps, request, reply);
    return { ok: true as const };
  });

  app.get('/auth/me', { schema: { response: { 200: ZCurrentUser } }, config: { access: 'user' } }, async (request) => {
    return presentCurrentUser(request.me);
  });

  app.put(
    '/auth/change-password',
    { config: { access: 'user' }, schema: { body: ZChangePasswordBody, response: { 200: ZOk } } },
    async (request, reply) => {
      const me = request.me;
      await changePassword(deps, me, request.body.oldPassword, request.body.newPassword);
      // Every session ends, this one included: a changed password must lock out whoever knew the old one.
      await revokeAllSessions(deps, me.id);
      await endSession(deps, request, reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/auth/change-email',
    { config: { access: 'user' }, schema: { body: ZChangeEmailBody, response: { 200: ZCurrentUser } } },
    async (request) => {
      const me = request.me;
      const user = await changeEmail(deps, me, request.body.email);
      return current(user);
    },
  );
};
