// What a grown-up or a teacher sees of one child's work (docs/product.md#what-grown-ups-see): "Needs
// help" first, then lessons, Code Lab levels and badges, all of it readable aloud. The family page
// and the class pages show it; it takes the shape of both progress routes.
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { badges as englishBadges } from '../../../../content/badges';
import { curriculum as englishCurriculum } from '../../../../content/curriculum';
import type { ChildProgress } from '../../../domain/api/child-progress-api';
import { findLesson, openLessons } from '../../../domain/lessons/curriculum';
import { bulletBlockId, headingBlockId, paragraphBlockId } from '../../../domain/lessons/speech';
import type { LearnSection } from '../../../domain/lessons/lesson-types';
import type { Translate } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';
import { useCodeLabLevels, type LevelLookup } from '../../lib/use-code-lab-levels';
import { ReadAloudBar } from '../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../lessons/kit/read-aloud/spoken-text';
import { friendlyDate } from '../../lib/friendly-date';
import { ChildAvatar } from '../avatars/child-avatar';

/**
 * "Birthday Adventure 1: To the party", in the page's language (`lab` from useCodeLabLevels);
 * a level we no longer have keeps its id.
 */
export function codeLabLevelTitle(t: Translate, levelId: string, lab: LevelLookup): string {
  const level = lab.findLevel(levelId);
  const world = level && lab.findWorld(level.world);
  return level && world
    ? t('childProgress.levelTitle', { world: world.title, number: level.number, level: level.title })
    : levelId;
}

/** "12 min", "1 h", "1 h 5 min" (docs/product.md#time-on-task). */
export function minutesWords(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('childProgress.minutes', { minutes: rest });
  return rest === 0
    ? t('childProgress.hours', { hours })
    : t('childProgress.hoursMinutes', { hours, minutes: rest });
}

/** A Code Lab level's line: stars or not yet, runs, and tries without solving when there were some. */
function codeLabItem(t: Translate, title: string, stars: number, runs: number, fails: number): string {
  if (stars > 0)
    return fails > 0
      ? t('childProgress.codeLabItemSolvedTries', { title, stars, runs, fails })
      : t('childProgress.codeLabItemSolved', { title, stars, runs });
  return fails > 0
    ? t('childProgress.codeLabItemUnsolvedTries', { title, runs, fails })
    : t('childProgress.codeLabItemUnsolved', { title, runs });
}

/** The content's words in the page's language: levels, lessons and badges. */
type Words = { lab: LevelLookup; curriculum: typeof englishCurriculum; badges: typeof englishBadges };

/** The page's words as read-aloud sections: what is shown is what is read, in the same order. */
function sectionsOf(t: Translate, child: ChildProgress, { lab, curriculum, badges }: Words): LearnSection[] {
  const lessonTitle = (lessonId: string) => findLesson(curriculum, lessonId)?.title ?? lessonId;
  const badgeTitle = (badgeId: string) => badges.find((b) => b.id === badgeId)?.title ?? badgeId;
  const failsOf = new Map(child.codeLab.map((l) => [l.levelId, l.fails]));
  const when = child.lastActiveAt
    ? t('childProgress.lastActive', { when: friendlyDate(child.lastActiveAt) })
    : t('childProgress.neverActive');
  const sections: LearnSection[] = [
    {
      id: 'summary',
      heading: child.nickname,
      paragraphs: [
        t('childProgress.summary', { points: child.points, level: child.level }),
        when,
        t('childProgress.activeTime', {
          today: minutesWords(t, child.activeMinutes.today),
          week: minutesWords(t, child.activeMinutes.week),
        }),
      ],
    },
  ];
  if (child.needsHelp.length > 0) {
    sections.push({
      id: 'help',
      heading: t('childProgress.needsHelpTitle'),
      paragraphs: [t('childProgress.needsHelpIntro', { nickname: child.nickname })],
      bullets: child.needsHelp.map((id) =>
        t('childProgress.needsHelpItem', { title: codeLabLevelTitle(t, id, lab), fails: failsOf.get(id) ?? 0 }),
      ),
    });
  }
  sections.push(
    {
      id: 'lessons',
      heading: t('childProgress.lessonsTitle'),
      paragraphs: [
        t('childProgress.lessonsCount', {
          done: child.lessons.length,
          open: openLessons(curriculum).length,
        }),
      ],
      bullets: child.lessons.map(lessonTitle),
    },
    {
      id: 'code-lab',
      heading: t('childProgress.codeLabTitle'),
      paragraphs: child.codeLab.length === 0 ? [t('childProgress.noCodeLab')] : [],
      bullets: child.codeLab.map((l) =>
        codeLabItem(t, codeLabLevelTitle(t, l.levelId, lab), l.stars, l.runs, l.fails),
      ),
    },
    {
      id: 'badges',
      heading: t('childProgress.badgesTitle'),
      paragraphs: child.badges.length === 0 ? [t('childProgress.noBadges')] : [],
      bullets: child.badges.map(badgeTitle),
    },
  );
  return sections;
}

const STAR = 'M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14 L2 9.3 L9.1 8.6 Z';

/** Three small stars for sight; the words beside them say the same. */
function Stars({ stars }: { stars: number }) {
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 gap-0.5">
      {[0, 1, 2].map((i) => (
        <svg key={i} viewBox="0 0 24 24" className="size-5">
          <path
            d={STAR}
            fill={i < stars ? '#f59e0b' : '#e2e8f0'}
            stroke={i < stars ? '#b45309' : '#94a3b8'}
            strokeWidth="1.2"
          />
        </svg>
      ))}
    </span>
  );
}

type Heading = 'h2' | 'h3' | 'h4';
const below: Record<Heading, 'h3' | 'h4' | 'h5'> = { h2: 'h3', h3: 'h4', h4: 'h5' };

/** One section: its heading, its paragraphs, then its list, each word highlighted as it is read. */
function Section({
  section,
  as: H,
  className = '',
  marks,
}: {
  section: LearnSection;
  as: 'h3' | 'h4' | 'h5';
  className?: string;
  marks?: (index: number) => ReactNode;
}) {
  return (
    <section className={`grid gap-2 ${className}`}>
      <H className="text-lg font-bold text-violet-900">
        <SpokenText blockId={headingBlockId(section.id)} fallback={section.heading} />
      </H>
      {section.paragraphs.map((text, i) => (
        <p key={i}>
          <SpokenText blockId={paragraphBlockId(section.id, i)} fallback={text} />
        </p>
      ))}
      {section.bullets && section.bullets.length > 0 && (
        <ul className="grid gap-1.5">
          {section.bullets.map((text, i) => (
            <li key={i} className="flex items-start gap-2">
              {marks?.(i) ?? (
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-2 shrink-0 rounded-full bg-violet-400"
                />
              )}
              <span>
                <SpokenText blockId={bulletBlockId(section.id, i)} fallback={text} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A child's progress for their grown-up or teacher: avatar, nickname, level, points and last
 * active; "Needs help" first and prominent; lessons done, Code Lab levels (stars, runs, tries
 * without solving), badges. `heading` is the level of the nickname's heading (h3 by default,
 * under a page's "Your children"); its sections sit one below.
 */
export function ChildProgressDetail({
  child,
  heading = 'h3',
  codeLabWork,
}: {
  child: ChildProgress;
  heading?: Heading;
  /**
   * The child's programs level by level, shown under their Code Lab levels
   * (docs/decisions/271-a-childs-code-lab-work.md).
   */
  codeLabWork?: ReactNode;
}) {
  const t = useT('childProgress', 'pictures');
  const lab = useCodeLabLevels();
  const curriculum = useContent('curriculum', 'curriculum', englishCurriculum);
  const badges = useContent('badges', 'badges', englishBadges);
  const sections = useMemo(() => sectionsOf(t, child, { lab, curriculum, badges }), [t, child, lab, curriculum, badges]);
  const titleId = useId();
  const [summary, ...rest] = sections as [LearnSection, ...LearnSection[]];
  const Title = heading;
  const sub = below[heading];
  return (
    <ReadAloudProvider sections={sections}>
      <article aria-labelledby={titleId} className="grid gap-4 text-slate-900">
        <div className="flex items-center gap-3">
          <ChildAvatar id={child.avatarId} size={56} decorative />
          <div className="min-w-0">
            <Title id={titleId} className="text-xl font-extrabold break-words text-violet-950">
              <SpokenText blockId={headingBlockId(summary.id)} fallback={summary.heading} />
            </Title>
            {summary.paragraphs.map((text, i) => (
              <p key={i} className="text-slate-800">
                <SpokenText blockId={paragraphBlockId(summary.id, i)} fallback={text} />
              </p>
            ))}
          </div>
        </div>
        <ReadAloudBar withAutoplay={false} />
        {rest.map((section) =>
          section.id === 'help' ? (
            <Section
              key={section.id}
              section={section}
              as={sub}
              className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-4"
            />
          ) : (
            <Fragment key={section.id}>
              <Section
                section={section}
                as={sub}
                marks={
                  section.id === 'code-lab'
                    ? (i) => <Stars stars={child.codeLab[i]?.stars ?? 0} />
                    : undefined
                }
              />
              {section.id === 'code-lab' && codeLabWork}
            </Fragment>
          ),
        )}
      </article>
    </ReadAloudProvider>
  );
}
