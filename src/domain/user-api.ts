/** docs/product/api.md#accounts: the user as the API shows it (GET /api/user, login, register). */
export type PublicUser = {
  id: number;
  email: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  points: number;
  level: number;
  avatarId: number;
  role: 'learner' | 'admin';
};
