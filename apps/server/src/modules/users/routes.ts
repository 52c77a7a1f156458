import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER, SESSION_COOKIE } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import {
  ZBioBody,
  ZDateOfBirthBody,
  ZFirstLanguageBody,
  ZNotifBody,
  ZOwnUser,
  ZPhoneBody,
  ZProfilePictureBody,
  ZPublicUser,
  ZSkillsBody,
  ZSkillsResponse,
  ZUserIdParam,
  ZUserProfile,
  ZUsernameBody,
  ZUsersQuery,
  ZWorkingHoursBody,
} from '@gigbazaar/shared/schemas/users';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { isOwnUpload } from '../uploads/upload-service';
import { presentOwnUser, presentPublicUser } from './present-user';
import {
  addSkills,
  changeUsername,
  checkDateOfBirth,
  closeAccount,
  findUser,
  listUsers,
  dropSkills,
  updateBio,
  updateFirstLanguage,
  updateMe,
} from './user-service';

export const usersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const own = { response: { 200: ZOwnUser } };
  // The caller's own account: signed in only (401 before the body is read), answers never cached.
  const signedIn = { access: 'user' } as const;

  app.get(
    '/users',
    { schema: { querystring: ZUsersQuery, response: { 200: z.array(ZPublicUser) } } },
    async (request, reply) => {
      const { search, limit, cursor } = request.query;
      const page = await listUsers(deps, search, { limit, cursor });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      const now = new Date();
      return page.rows.map((u) => presentPublicUser(u, now));
    },
  );

  app.get('/users/:id', { schema: { params: ZUserIdParam, response: { 200: ZUserProfile } } }, async (request) => {
    const user = await findUser(deps, request.params.id);
    return request.user?.id === user.id ? presentOwnUser(user) : presentPublicUser(user);
  });

  const heartbeat = async (request: FastifyRequest, reply: FastifyReply) => {
    const me = request.me;
    await updateMe(deps, me, { lastLogin: new Date() });
    return reply.status(204).send();
  };
  app.put('/users/last-login', { config: signedIn }, heartbeat);
  app.put('/user/last-login', { config: signedIn }, heartbeat);

  app.put('/users/notifications', { config: signedIn, schema: { body: ZNotifBody, ...own } }, async (request) =>
    presentOwnUser(await updateMe(deps, request.me, { notif: request.body.notif })),
  );

  app.put(
    '/users/profile-picture',
    { config: signedIn, schema: { body: ZProfilePictureBody, ...own } },
    async (request) => {
      const me = request.me;
      // Only the caller's own public images from POST /uploads: an outside URL would let a profile track its
      // viewers, and someone else's upload (or a private document) is not theirs to show.
      const { img } = request.body;
      if (img !== me.img && !(await isOwnUpload(deps, me.id, img, { publicImage: true })))
        throw badRequest(MSG.pictureNotOwnUpload, { img: MSG.pictureNotOwnUpload });
      return presentOwnUser(await updateMe(deps, me, { img }));
    },
  );

  app.put('/users/update-bio', { config: signedIn, schema: { body: ZBioBody, ...own } }, async (request) =>
    presentOwnUser(await updateBio(deps, request.me, request.body.bio)),
  );

  app.put('/users/username', { config: signedIn, schema: { body: ZUsernameBody, ...own } }, async (request) =>
    presentOwnUser(await changeUsername(deps, request.me, request.body.username)),
  );

  app.put('/users/update-phone-number', { config: signedIn, schema: { body: ZPhoneBody, ...own } }, async (request) =>
    presentOwnUser(await updateMe(deps, request.me, { phone: request.body.phone || null })),
  );

  app.put(
    '/users/skills/add',
    { config: signedIn, schema: { body: ZSkillsBody, response: { 200: ZSkillsResponse } } },
    async (request) => {
      const updated = await addSkills(deps, request.me, request.body.skills);
      return { skills: updated.skills };
    },
  );

  app.put(
    '/users/skills/remove',
    { config: signedIn, schema: { body: ZSkillsBody, response: { 200: ZSkillsResponse } } },
    async (request) => {
      const updated = await dropSkills(deps, request.me, request.body.skills);
      return { skills: updated.skills };
    },
  );

  app.put('/users/date-of-birth', { config: signedIn, schema: { body: ZDateOfBirthBody, ...own } }, async (request) => {
    const me = request.me;
    checkDateOfBirth(request.body.dateOfBirth);
    return presentOwnUser(await updateMe(deps, me, { dateOfBirth: request.body.dateOfBirth }));
  });

  app.put(
    '/users/first-language',
    { config: signedIn, schema: { body: ZFirstLanguageBody, ...own } },
    async (request) => presentOwnUser(await updateFirstLanguage(deps, request.me, request.body.firstLanguage)),
  );

  app.put('/users/working-hours', { config: signedIn, schema: { body: ZWorkingHoursBody, ...own } }, async (request) =>
    presentOwnUser(
      await updateMe(deps, request.me, {
        workingHoursStart: request.body.start,
        workingHoursEnd: request.body.end,
      }),
    ),
  );

  app.delete('/users/:id', { config: signedIn, schema: { params: ZUserIdParam } }, async (request, reply) => {
    const me = request.me;
    await closeAccount(deps, me, request.params.id, request.log);
    if (me.id === request.params.id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
};
