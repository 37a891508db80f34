import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';

const skills: MessageKey[] = [
  'learn.parents.skills.sequencing',
  'learn.parents.skills.loops',
  'learn.parents.skills.patterns',
  'learn.parents.skills.conditionals',
  'learn.parents.skills.ai',
  'learn.parents.skills.problemSolving',
];

const tips: MessageKey[] = [
  'learn.parents.tips.short',
  'learn.parents.tips.explain',
  'learn.parents.tips.mistakes',
  'learn.parents.tips.readAloud',
  'learn.parents.tips.account',
];

/** The parents tab (docs/product.md#lessons-hub): platform information, skills and support tips. */
export function ParentsPanel() {
  const t = useT('learn');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="parents-about"
        className="rounded-3xl bg-white p-6 shadow md:col-span-2"
      >
        <h2 id="parents-about" className="text-2xl font-bold text-violet-900">
          {t('learn.parents.title')}
        </h2>
        <p className="mt-3 text-lg">{t('learn.parents.about')}</p>
      </section>
      <section aria-labelledby="parents-skills" className="rounded-3xl bg-white p-6 shadow">
        <h2 id="parents-skills" className="text-xl font-bold text-violet-900">
          {t('learn.parents.skillsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base">
          {skills.map((skill) => (
            <li key={skill}>{t(skill)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="parents-tips" className="rounded-3xl bg-white p-6 shadow">
        <h2 id="parents-tips" className="text-xl font-bold text-violet-900">
          {t('learn.parents.tipsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base">
          {tips.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
