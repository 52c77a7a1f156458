import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import { ageFromDob } from '@gigbazaar/shared/rules/age';
import type { TOwnUser, TPublicUser } from '@gigbazaar/shared/schemas/users';
import type { users } from '../../platform/db/schema';

type UserRow = typeof users.$inferSelect;

/** The public face of a user: never e-mail, phone, birth date, password data or preferences. */
export function presentPublicUser(u: UserRow, now = new Date()): TPublicUser {
  const deleted = Boolean(u.deletedAt);
  return {
    _id: u.id,
    username: deleted ? DELETED_USER_NAME : u.username,
    img: deleted ? null : u.img,
    isSeller: !deleted && u.isSeller,
    country: u.country,
    desc: deleted ? '' : u.desc,
    createdAt: u.createdAt.toISOString(),
    lastLogin: deleted ? null : (u.lastLogin?.toISOString() ?? null),
    skills: deleted ? [] : u.skills,
    firstLanguage: deleted ? null : u.firstLanguage,
    workingHours:
      !deleted && u.workingHoursStart && u.workingHoursEnd
        ? { start: u.workingHoursStart, end: u.workingHoursEnd }
        : null,
    age: deleted ? null : ageFromDob(u.dateOfBirth, now),
  };
}

export function presentOwnUser(u: UserRow): TOwnUser {
  return { ...presentPublicUser(u), email: u.email, phone: u.phone, dateOfBirth: u.dateOfBirth, notif: u.notif };
}
