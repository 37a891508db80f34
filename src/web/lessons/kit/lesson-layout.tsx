// The frame of every lesson page. Usage:
//   <LessonLayout lesson={lesson} learn={content.learn} learnNext={{ label: t('lesson.takeQuiz'), tab: 'quiz' }}
//     tabs={[quizTab(t, passed, <Quiz ... />), ...]}
//     tab={tab} onTabChange={setTab} side={<FunFactsPanel .../>}>{optional cards under the tabs}</LessonLayout>
// It gives the back link to /learn, the header (the curriculum lesson's topic, icon, name, description
// and badges: '50 points', '15 min', after 'Intermediate' when `intermediate`), the read-aloud bar (reading
// the Learn tab's text; pressing Read Aloud shows the Learn tab), Radix Tabs and an optional side
// panel. The first tab is always Learn ('learn'): `learn` rendered by LearnSections, then, with
// `learnNext`, a button that opens another tab. `tabs` are the tabs after it.
// `tab`/`onTabChange` are optional: without them the tabs manage themselves. Every word is in the
// page's language (namespace `lesson`; the curriculum entry through useShownLesson).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import type { LearnSection } from '../../../domain/lessons/lesson-types';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { LearnSections } from './learn-sections';
import { useShownLesson } from './lesson-info';
import { useLessonSteps } from './use-lesson-steps';
import { ReadAloudProvider } from './read-aloud/read-aloud-context';
import { ReadAloudBar } from './read-aloud/read-aloud-bar';

export type LessonTab = { id: string; label: string; content: ReactNode; done?: boolean };

type LessonLayoutProps = {
  lesson: CurriculumLesson;
  /** Adds an 'Intermediate' badge before the points and minutes. */
  intermediate?: boolean;
  learn: readonly LearnSection[];
  /** A button under the Learn text that opens another tab. */
  learnNext?: { label: string; tab: string };
  tabs: readonly LessonTab[];
  tab?: string;
  onTabChange?: (tabId: string) => void;
  side?: ReactNode;
  /** Shown above the tabs, e.g. a progress bar. */
  header?: ReactNode;
  children?: ReactNode;
};

const learnTabId = 'learn';

export function LessonLayout(props: LessonLayoutProps) {
  const { lesson, intermediate = false, learn, learnNext, side, header, children } = props;
  const t = useT('lesson');
  // One name per lesson (docs/decisions/366-one-name-each.md): the heading is the card's name
  // ("Function Factory"); the topic ("Functions") is said above it as what the lesson is about, not
  // as a second name.
  const { cardTitle: title, title: topic, description: intro, icon } = useShownLesson(lesson);
  const badges = [
    ...(intermediate ? [t('lesson.intermediate')] : []),
    t('lesson.badgePoints', { points: lesson.points }),
    t('lesson.badgeMinutes', { minutes: lesson.durationMinutes }),
  ];
  const [ownTab, setOwnTab] = useState(learnTabId);
  const tab = props.tab ?? ownTab;
  const setTab = (id: string) => (props.onTabChange ?? setOwnTab)(id);
  const step = useLessonSteps(lesson);
  // A tab's content is made the first time the tab is shown, then kept
  // (docs/decisions/107-lesson-tabs-render-when-first-shown.md): the first paint renders only the
  // Learn text, not the quiz and the activity behind the other tabs.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set(shown).add(tab));
  useLandOnNewTab(tab);
  const learnTab: LessonTab = {
    id: learnTabId,
    label: t('lesson.tabs.learn'),
    content: learnNext ? (
      <div className="grid gap-4">
        <LearnSections sections={learn} />
        <button
          type="button"
          onClick={() => setTab(learnNext.tab)}
          className="inline-flex min-h-11 w-fit items-center rounded-full bg-violet-700 px-6 text-lg font-bold text-white hover:bg-violet-800"
        >
          {learnNext.label}
        </button>
      </div>
    ) : (
      <LearnSections sections={learn} />
    ),
  };
  const tabs = [learnTab, ...props.tabs];

  return (
    <ReadAloudProvider sections={learn}>
      {/* A child's taps and keys here are time on task (docs/decisions/272-lesson-steps.md); tabs are inside. */}
      <article className="grid gap-5" onPointerDown={step} onKeyDown={step}>
        <Link
          to={paths.learn}
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full px-3 font-bold text-violet-800 hover:bg-violet-100"
        >
          <span aria-hidden="true">←</span> {t('lesson.backToLessons')}
        </Link>
        <header className="grid gap-3 rounded-3xl bg-gradient-to-r from-violet-700 to-fuchsia-700 p-6 text-white shadow">
          {topic !== title && <p className="text-sm font-bold tracking-wide uppercase">{t('lesson.topic', { topic })}</p>}
          <h1 className="text-3xl font-extrabold sm:text-4xl">
            {icon && <span aria-hidden="true">{icon} </span>}
            {title}
          </h1>
          {intro && <p className="text-lg">{intro}</p>}
          {badges.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('lesson.aboutLesson')}>
              {badges.map((badge) => (
                <li
                  key={badge}
                  className="rounded-full bg-white px-3 py-1 text-sm font-bold text-violet-900"
                >
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {header}
        </header>
        <ReadAloudBar onPlay={() => setTab(learnTabId)} />
        <div className={side ? 'grid gap-5 lg:grid-cols-[1fr_18rem]' : 'grid gap-5'}>
          <div className="grid min-w-0 content-start gap-5">
            <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-4">
              <Tabs.List
                data-lesson-tabs=""
                aria-label={t('lesson.lessonParts', { title })}
                className="flex flex-wrap gap-2 rounded-2xl bg-white p-2 shadow-sm"
              >
                {tabs.map((part) => (
                  <Tabs.Trigger
                    key={part.id}
                    value={part.id}
                    className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-xl px-4 text-lg font-bold text-violet-900 hover:bg-violet-100 data-[state=active]:bg-violet-700 data-[state=active]:text-white"
                  >
                    {part.label}
                    {part.done && (
                      <>
                        <span aria-hidden="true">✅</span>
                        <span className="sr-only"> {t('lesson.tabDone')}</span>
                      </>
                    )}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {tabs.map((part) => (
                // forceMount: an activity keeps its state while the child looks at another tab,
                // and every tab's panel exists (empty until first shown) for aria-controls.
                <Tabs.Content
                  key={part.id}
                  value={part.id}
                  forceMount
                  className="scroll-mt-4 outline-offset-4 data-[state=inactive]:hidden"
                >
                  {shown.has(part.id) ? part.content : null}
                </Tabs.Content>
              ))}
            </Tabs.Root>
            {children}
          </div>
          {side && <aside className="grid content-start gap-4">{side}</aside>}
        </div>
      </article>
    </ReadAloudProvider>
  );
}

/**
 * A step that opens another tab ("Take the Quiz", "Continue to Coding", "Now You Try") lands at
 * the start of it: the tab row scrolls to the top of the screen and focus moves to the new panel.
 * Choosing a tab in the tab row itself keeps focus on the tab, as arrow keys expect.
 */
function useLandOnNewTab(tab: string): void {
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    const list = document.querySelector<HTMLElement>('[data-lesson-tabs]');
    const panel = list?.parentElement?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
    if (!list || !panel) return;
    const fromTabRow = document.activeElement?.getAttribute('role') === 'tab';
    if (fromTabRow) {
      if (list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
      return;
    }
    list.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  }, [tab]);
}
