import { projects as englishProjects } from '../../../content/projects';
import { useContent, useT } from '../i18n/use-t';
import { ProjectCard } from '../features/projects/project-card';

/** The Projects page (docs/product.md#projects-and-the-chore-tracker): Chore Tracker (featured, open), Find My Keys, NeighborNet. */
export function Component() {
  const t = useT('projects');
  const projects = useContent('projects', 'projects', englishProjects);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <span aria-hidden="true">🛠️ </span>
          {t('projects.title')}
        </h1>
        <p className="mt-2 text-lg">{t('projects.intro')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {projects.map((project) => (
          <li key={project.id} className={project.featured ? 'md:col-span-2' : ''}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
