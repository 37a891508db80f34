import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  ARCHIVED_CLASS_KEPT_DAYS,
  CHILD_AVATAR_COUNT,
  FAMILY_PROFILE_KEPT_MONTHS,
  RETENTION_WARNING_DAYS,
  UNUSED_CLASS_ARCHIVED_MONTHS,
} from '../../domain/accounts/child-profile';
import type { LearnSection } from '../../domain/lessons/lesson-types';
import type { Translate } from '../../i18n/translate';
import { useT } from '../i18n/use-t';
import { LearnSections } from '../lessons/kit/learn-sections';
import { ReadAloudBar } from '../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../lessons/kit/read-aloud/read-aloud-context';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { linkButton } from '../components/button-styles';

/**
 * What we keep about a child, why, for how long, who sees it, what we never collect, and how to
 * take it away, in plain words for parents (docs/decisions/158-privacy-page-words.md), in the
 * page's language (namespace `privacy`). The consent email carries the server's copy of the notice
 * (children-notice).
 */
function privacyNotice(t: Translate): LearnSection[] {
  return [
    {
      id: 'short',
      heading: t('privacy.short.heading'),
      paragraphs: [t('privacy.short.p0'), t('privacy.short.p1')],
    },
    {
      id: 'keep',
      heading: t('privacy.keep.heading'),
      paragraphs: [t('privacy.keep.p0')],
      bullets: [
        t('privacy.keep.b0'),
        t('privacy.keep.b1', { count: CHILD_AVATAR_COUNT }),
        t('privacy.keep.b2'),
        t('privacy.keep.b3'),
        t('privacy.keep.b4'),
        t('privacy.keep.vision'),
        t('privacy.keep.b5'),
        t('privacy.keep.b6'),
        t('privacy.keep.b7'),
      ],
    },
    { id: 'why', heading: t('privacy.why.heading'), paragraphs: [t('privacy.why.p0')] },
    {
      id: 'never',
      heading: t('privacy.never.heading'),
      paragraphs: [t('privacy.never.p0')],
      bullets: [
        t('privacy.never.b0'),
        t('privacy.never.b1'),
        t('privacy.never.b2'),
        t('privacy.never.b3'),
        t('privacy.never.b4'),
        t('privacy.never.b5'),
      ],
    },
    {
      id: 'see',
      heading: t('privacy.see.heading'),
      paragraphs: [t('privacy.see.p0'), t('privacy.see.p1')],
    },
    {
      id: 'how-long',
      heading: t('privacy.howLong.heading'),
      paragraphs: [],
      bullets: [
        t('privacy.howLong.b0', { months: FAMILY_PROFILE_KEPT_MONTHS, days: RETENTION_WARNING_DAYS }),
        t('privacy.howLong.b1', { days: ARCHIVED_CLASS_KEPT_DAYS, months: UNUSED_CLASS_ARCHIVED_MONTHS }),
        t('privacy.howLong.b2'),
      ],
    },
    {
      id: 'choices',
      heading: t('privacy.choices.heading'),
      paragraphs: [t('privacy.choices.p0')],
      bullets: [
        t('privacy.choices.b0'),
        t('privacy.choices.b1'),
        t('privacy.choices.b2'),
        t('privacy.choices.b3'),
        t('privacy.choices.b4'),
        t('privacy.choices.b5'),
      ],
    },
    {
      id: 'consent',
      heading: t('privacy.consent.heading'),
      paragraphs: [t('privacy.consent.p0'), t('privacy.consent.p1')],
    },
  ];
}

/**
 * /privacy (docs/product.md#privacy-page): what we keep about a child, why, how long, who sees it,
 * what we never collect, and how to export and delete, in plain words for parents; read aloud like
 * a lesson. Open to everyone, signed in or not.
 */
export function Component() {
  const t = useT('privacy');
  const { user } = useAuth();
  const sections = useMemo(() => privacyNotice(t), [t]);
  return (
    <ReadAloudProvider sections={sections}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <header className="grid gap-4">
          <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('privacy.title')}</h1>
          <ReadAloudBar withAutoplay={false} />
        </header>
        <LearnSections sections={sections} />
        {user && user.kind !== 'child' && (
          <p>
            <Link to={paths.family} className={linkButton}>
              {t('privacy.familyLink')}
            </Link>
          </p>
        )}
      </div>
    </ReadAloudProvider>
  );
}
