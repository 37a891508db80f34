// Renders LessonContent.learn (headings, paragraphs, bullets) with read-aloud highlighting.
// Usage: <LearnSections sections={content.learn} /> inside the Learn tab.
import type { LearnSection } from '../../../domain/lessons/lesson-types';
import { bulletBlockId, headingBlockId, paragraphBlockId } from '../../../domain/lessons/speech';
import { SpokenText } from './read-aloud/spoken-text';

export function LearnSections({ sections }: { sections: readonly LearnSection[] }) {
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`learn-${section.id}`} className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id={`learn-${section.id}`} className="text-2xl font-extrabold text-violet-900">
            <SpokenText blockId={headingBlockId(section.id)} fallback={section.heading} />
          </h2>
          {section.paragraphs.map((text, i) => (
            <p key={i} className="mt-3 text-lg leading-relaxed text-slate-800">
              <SpokenText blockId={paragraphBlockId(section.id, i)} fallback={text} />
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 grid list-disc gap-2 pl-6 text-lg text-slate-800">
              {section.bullets.map((text, i) => (
                <li key={i}>
                  <SpokenText blockId={bulletBlockId(section.id, i)} fallback={text} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
