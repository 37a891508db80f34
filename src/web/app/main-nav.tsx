import { NavLink } from 'react-router';
import { messages } from '../../domain/messages';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';

const links = [
  { to: paths.home, label: 'Home', icon: '🏠' },
  { to: paths.learn, label: 'Learn', icon: '📚' },
  { to: paths.play, label: 'Games', icon: '🎮' },
  { to: paths.codeLab, label: 'Code Lab', icon: '🧪' },
  { to: paths.projects, label: 'Projects', icon: '🛠️' },
];
// Only admins see the way into the admin area (the server checks again on every call).
const adminLink = { to: paths.admin, label: messages.shell.adminLink, icon: '🔑' };
// Accounts (not a child's session) reach their family (docs/product.md#the-family-page).
const familyLink = { to: paths.family, label: messages.shell.familyLink, icon: '👪' };

/** The main links: a list in the phone menu, a row under the brand on wide screens. */
export function MainNav() {
  const { user } = useAuth();
  const shown = [
    ...links,
    ...(user && user.kind !== 'child' ? [familyLink] : []),
    ...(user?.role === 'admin' ? [adminLink] : []),
  ];
  return (
    <nav aria-label="Main" className="lg:order-5 lg:col-span-full xl:col-span-2">
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-wrap">
        {shown.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === paths.home}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-full px-4 text-lg font-bold whitespace-nowrap text-white hover:bg-violet-700 ${isActive ? 'bg-violet-600 underline underline-offset-4' : ''}`
              }
            >
              <span aria-hidden="true">{link.icon}</span>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
