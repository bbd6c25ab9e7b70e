// Who a user is, as a session, a sign-in, an accepted invitation and the profile all answer it: the
// public user (shared/schemas/auth.ts PublicUser) without their team, which each query joins its own way.
import { users } from '../../../db/schema';

export const userSummaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
};
