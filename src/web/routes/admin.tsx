import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { AdminGate } from '../components/admin-gate';
import { paths } from '../lib/paths';

const areas = [
  { to: paths.adminFeedback, title: 'admin.feedbackTitle', about: 'admin.feedbackAbout', icon: '💬' },
  { to: paths.adminOutreach, title: 'admin.outreachTitle', about: 'admin.outreachAbout', icon: '✉️' },
] as const;

// The admin area's landing page, where the header's Admin link goes
// (docs/decisions/081-admin-link-and-admin-home.md).
export function Component() {
  const t = useT('admin');
  const TITLE = t('admin.title');
  return (
    <AdminGate title={TITLE}>
      <div className="mx-auto grid max-w-4xl gap-6">
        <h1 className="text-3xl font-extrabold text-violet-900">{TITLE}</h1>
        <ul className="grid gap-4 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.to} className="grid content-start gap-2 rounded-3xl bg-white p-6 shadow">
              <h2 className="flex items-center gap-2 text-2xl font-extrabold">
                <span aria-hidden="true">{area.icon}</span>
                <Link
                  to={area.to}
                  className="inline-flex min-h-11 items-center text-violet-800 underline underline-offset-4 hover:text-violet-950"
                >
                  {t(area.title)}
                </Link>
              </h2>
              <p className="text-lg text-slate-700">{t(area.about)}</p>
            </li>
          ))}
        </ul>
      </div>
    </AdminGate>
  );
}
