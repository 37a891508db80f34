import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { COSTUMES } from '../../../../../domain/code-lab/stages/game/game-types';
import {
  COSTUME_COLORS,
  CostumeSymbols,
  SCENE_BACKGROUND,
  costumeSymbolId,
  turnsWithDirection,
} from './costumes';

// Our own costumes, one per Costume, each a symbol with an outline that stands out from the
// scene (WCAG 1.4.11: 3:1 for the shapes that matter; docs/decisions/402-the-game-lab.md#the-scene).

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the costumes', () => {
  it('outline every costume at 3:1 or more against the scene, and the cars’ colours too', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    for (const costume of COSTUMES)
      expect(
        contrast(COSTUME_COLORS[costume].outline, SCENE_BACKGROUND),
        costume,
      ).toBeGreaterThanOrEqual(3);
    // A red car and a blue car are told apart by their colour: each stands out from the scene.
    for (const car of ['red-car', 'blue-car'] as const)
      expect(contrast(COSTUME_COLORS[car].body, SCENE_BACKGROUND), car).toBeGreaterThanOrEqual(3);
  });

  it('draws each costume as a symbol in a 48 box round the origin, its outline in it', () => {
    const { container } = render(
      <svg>
        <CostumeSymbols prefix="t" costumes={[...COSTUMES].sort().join(',')} />
      </svg>,
    );
    const symbols = container.querySelectorAll('symbol');
    expect(symbols).toHaveLength(COSTUMES.length);
    for (const costume of COSTUMES) {
      const symbol = container.querySelector(`#${costumeSymbolId('t', costume)}`)!;
      expect(symbol.getAttribute('viewBox')).toBe('-24 -24 48 48');
      expect(symbol.children.length).toBeGreaterThan(0);
      // The robot is Ada's, drawn by the grid's art in its own colours.
      if (costume !== 'robot')
        expect(symbol.innerHTML, costume).toContain(COSTUME_COLORS[costume].outline);
    }
  });

  it('turns cars, the robot and the line; the rest flip', () => {
    expect(COSTUMES.filter(turnsWithDirection)).toEqual(['red-car', 'blue-car', 'robot', 'line']);
  });
});
