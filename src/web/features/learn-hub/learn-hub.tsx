import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import type { HubTab } from '../../../domain/lessons/curriculum-types';
import { useProgress } from '../../lib/progress';
import { BadgesPanel } from './badges-panel';
import { GamesCards } from './games-cards';
import { LessonCards } from './lesson-cards';
import { ParentsPanel } from './parents-panel';
import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';

type TabId = HubTab | 'games' | 'badges' | 'parents';
// docs/product.md#lessons-hub: tabs beginner, intermediate, advanced, ai (Learn AI), games, badges, parents.
const tabs: { id: TabId; words: MessageKey }[] = [
  { id: 'beginner', words: 'learn.tabs.beginner' },
  { id: 'intermediate', words: 'learn.tabs.intermediate' },
  { id: 'advanced', words: 'learn.tabs.advanced' },
  { id: 'ai', words: 'learn.tabs.ai' },
  { id: 'games', words: 'learn.tabs.games' },
  { id: 'badges', words: 'learn.tabs.badges' },
  { id: 'parents', words: 'learn.tabs.parents' },
];
const lessonsHeading: Record<HubTab, MessageKey> = {
  beginner: 'learn.lessonsHeading.beginner',
  intermediate: 'learn.lessonsHeading.intermediate',
  advanced: 'learn.lessonsHeading.advanced',
  ai: 'learn.lessonsHeading.ai',
};
const isTab = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/** The lessons hub; the open tab lives in the address (?tab=games) so it can be linked. */
export function LearnHub() {
  const t = useT('learn');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'beginner';
  const { completedIds } = useProgress();
  return (
    <Tabs.Root
      // A grid item that may be narrower than its tab row: the row scrolls inside itself.
      className="min-w-0"
      value={tab}
      onValueChange={(value) =>
        setParams(value === 'beginner' ? {} : { tab: value }, {
          replace: true,
          preventScrollReset: true,
        })
      }
    >
      <Tabs.List
        aria-label={t('learn.tabs.label')}
        className="flex gap-2 overflow-x-auto rounded-3xl bg-white p-2 shadow"
      >
        {tabs.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            className="min-h-11 shrink-0 rounded-full px-4 text-base font-bold text-violet-900 hover:bg-violet-100 data-[state=active]:bg-violet-700 data-[state=active]:text-white"
          >
            {t(item.words)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {(['beginner', 'intermediate', 'advanced', 'ai'] as const).map((id) => (
        <Tabs.Content key={id} value={id} className="mt-6 outline-none">
          {/* Cards are h3s: each panel names its group for screen readers' heading lists. */}
          <h2 className="sr-only">{t(lessonsHeading[id])}</h2>
          <LessonCards tab={id} completed={completedIds} />
        </Tabs.Content>
      ))}
      <Tabs.Content value="games" className="mt-6 outline-none">
        <h2 className="sr-only">{t('learn.tabs.games')}</h2>
        <GamesCards />
      </Tabs.Content>
      <Tabs.Content value="badges" className="mt-6 outline-none">
        <BadgesPanel />
      </Tabs.Content>
      <Tabs.Content value="parents" className="mt-6 outline-none">
        <ParentsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
