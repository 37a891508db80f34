// The Game Lab's scene, panel and words render on the server with no browser
// (docs/decisions/400-every-route-renders-without-a-browser.md): renderToString in Node, where
// `window` and `document` do not exist, so any read of them while rendering fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { i18n, loadNamespace } from '../../../../i18n/i18n';
import { GameScene } from './game-scene';
import { GameText } from './game-text';
import { PropertyPanel } from './property-panel';
import { frameOf, spriteAt } from './test-frames';

const frame = frameOf(
  3,
  [
    spriteAt('cat', { x: 60, y: 40, saying: 'hello' }),
    spriteAt('blue-car', { direction: 180 }),
    spriteAt('star', { visible: false }),
  ],
  {
    score: 4,
    framesLeft: 90,
    touching: [['cat', 'star']],
  },
);

beforeAll(async () => {
  await Promise.all([
    loadNamespace('en', 'gameScene'),
    loadNamespace('es', 'gameScene'),
    loadNamespace('en', 'codeLab'),
  ]);
});

describe('the game scene on the server', () => {
  it('has no browser here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the scene, the panel and "Read the game" in English', () => {
    i18n.activate('en');
    const scene = renderToString(<GameScene frame={frame} playing />);
    expect(scene).toContain('aria-label="Game scene. Arrow keys and space play the game."');
    expect(scene).toContain('data-sprite="cat"');
    expect(scene).toContain('data-sprite="blue-car"');
    expect(scene).not.toContain('data-sprite="star"');
    expect(scene).toContain('Hello!');
    const html =
      scene +
      renderToString(
        <>
          <PropertyPanel frame={frame} playing />
          <GameText frame={frame} status="playing" />
        </>,
      );
    expect(html).toContain('Score: 4');
    expect(html).toContain('Time left: 3');
    expect(html).toContain('the blue car');
    expect(html).toContain('Read the game');
    // The symbols and their uses agree on their ids.
    const ids = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    const uses = [...new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]))];
    expect(uses.every((id) => ids.includes(id))).toBe(true);
  });

  it('renders in Spanish', () => {
    i18n.activate('es');
    const html = renderToString(
      <>
        <GameScene frame={frame} playing={false} />
        <PropertyPanel frame={frame} playing={false} />
      </>,
    );
    expect(html).toContain('¡Hola!');
    expect(html).toContain('Puntuación: 4');
    expect(html).toContain('el auto azul');
    expect(html).toContain('dirección');
    i18n.activate('en');
  });
});
