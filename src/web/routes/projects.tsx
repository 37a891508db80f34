import { projects } from '../../../content/projects';
import { brand } from '../../domain/brand';
import { ProjectCard } from '../features/projects/project-card';

/** The Projects page (docs/product.md#projects-and-the-chore-tracker): Chore Tracker (featured, open), Find My Keys, NeighborNet. */
export function Component() {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <span aria-hidden="true">🛠️ </span>Projects
        </h1>
        <p className="mt-2 text-lg">
          Build real apps with {brand.mascot}, using the coding ideas you learned in the lessons.
        </p>
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
