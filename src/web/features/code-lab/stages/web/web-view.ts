// The Web Lab's part of the level page (docs/decisions/409-the-web-lab-page.md,
// docs/decisions/392-a-stage-kind-is-one-folder.md): a web level and a network level are not runs
// played step by step but workspaces of their own, as a tune's is: the page's blocks beside the
// page they build, or the street's links beside the street. Each loads apart, with its words, only
// when such a level opens, so no other page carries the builder, the check or the pickers.
import type { NetworkLevel, WebLevel } from '../../../../../domain/code-lab/stages/web/web-level';
import type { NetworkProgram, PageProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import { lazyWithWords } from '../../../../i18n/lazy-with-words';

type Common = {
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
  next: { to: string; label: string };
};
export type WebWorkspaceProps = Common & { level: WebLevel; initial: PageProgram };
export type NetworkWorkspaceProps = Common & { level: NetworkLevel; initial: NetworkProgram };

export const webView = {
  kind: 'web',
  Workspace: lazyWithWords<WebWorkspaceProps>(
    () => import('./web-workspace').then((m) => m.WebWorkspace),
    ['webLab', 'webLevel'],
  ),
} as const;

export const networkView = {
  kind: 'network',
  Workspace: lazyWithWords<NetworkWorkspaceProps>(
    () => import('./network-workspace').then((m) => m.NetworkWorkspace),
    ['webLab', 'webLevel'],
  ),
} as const;

