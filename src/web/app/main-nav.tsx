import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { hasClassesQueryOptions } from './has-classes-query';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../i18n/use-t';

type NavItem = { to: string; words: MessageKey; icon: string };

const links: NavItem[] = [
  { to: paths.home, words: 'shell.nav.home', icon: '🏠' },
  { to: paths.learn, words: 'shell.nav.learn', icon: '📚' },
  { to: paths.play, words: 'shell.nav.games', icon: '🎮' },
  { to: paths.codeLab, words: 'shell.nav.codeLab', icon: '🧪' },
  { to: paths.projects, words: 'shell.nav.projects', icon: '🛠️' },
];
// Only admins see the way into the admin area (the server checks again on every call).
const adminLink: NavItem = { to: paths.admin, words: 'shell.nav.admin', icon: '🔑' };
// Accounts (not a child's session) reach their family (docs/product.md#the-family-page).
const familyLink: NavItem = { to: paths.family, words: 'shell.nav.family', icon: '👪' };
// A grown-up who has a class reaches it in one step (docs/decisions/190-one-header-row-and-classes-link.md).
const classesLink: NavItem = { to: paths.classes, words: 'shell.nav.classes', icon: '🏫' };

/** Whether the signed-in grown-up has a class: the list the classes page shows, asked once. */
function useHasClasses(): boolean {
  const { user } = useAuth();
  const grownUp = user?.kind === 'grown-up';
  const has = useQuery({ ...hasClassesQueryOptions(user?.id ?? 0), enabled: grownUp });
  return grownUp && has.data === true;
}

/** The main links: a list in the phone menu, a row beside the brand on wide screens. */
export function MainNav() {
  const t = useT('shell');
  const { user } = useAuth();
  const hasClasses = useHasClasses();
  const shown = [
    ...links,
    ...(user && user.kind !== 'child' ? [familyLink] : []),
    ...(hasClasses ? [classesLink] : []),
    ...(user?.role === 'admin' ? [adminLink] : []),
  ];
  return (
    <nav
      aria-label={t('shell.nav.label')}
      className="lg:order-5 lg:col-span-full xl:order-2 xl:flex-none"
    >
      <ul className="flex flex-wrap gap-1 xl:flex-nowrap xl:gap-0">
        {/* In the phone's menu the links fill rows, each as wide as its words: a long name
            ("Laboratorio de código") takes a row of its own rather than spill out of a column
            (docs/decisions/380-words-fit-their-controls.md). From 1024 px they are the header's second row; from 1280 px they sit
            beside the brand. */}
        {shown.map((link) => (
          <li key={link.to} className="flex-auto lg:flex-none">
            <NavLink
              to={link.to}
              end={link.to === paths.home}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-full px-4 text-lg font-bold whitespace-nowrap text-white hover:bg-violet-700 xl:px-2.5 xl:text-base ${isActive ? 'bg-violet-600 underline underline-offset-4' : ''}`
              }
            >
              <span aria-hidden="true" className="xl:hidden">
                {link.icon}
              </span>
              {t(link.words)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
