// The Web Lab's pictures, our own (docs/product/code-lab.md#web-lab): flat shapes on a 64 by 64
// view, no text inside, each under 1 KB. One place for the server, which serves each at
// GET /web-pictures/<id>.svg, and the page, whose pickers show them. A picture's name, its alt
// text, is in the catalogue (`webLab.picture.<id>`).
import type { WebPicture } from './web-types';

const svg = (shapes: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${shapes}</svg>`;

/** Each picture's SVG document. */
export const WEB_PICTURE_SVG: Record<WebPicture, string> = {
  cat: svg(
    '<path d="M14 22 L18 6 L28 18 Z M50 22 L46 6 L36 18 Z" fill="#f59e0b"/><circle cx="32" cy="32" r="20" fill="#f59e0b"/>' +
      '<circle cx="25" cy="29" r="3" fill="#1f2937"/><circle cx="39" cy="29" r="3" fill="#1f2937"/>' +
      '<path d="M29 37 L35 37 L32 41 Z" fill="#db2777"/><path d="M14 38 H24 M40 38 H50" stroke="#1f2937" stroke-width="2"/>',
  ),
  dog: svg(
    '<ellipse cx="14" cy="30" rx="7" ry="14" fill="#78350f"/><ellipse cx="50" cy="30" rx="7" ry="14" fill="#78350f"/>' +
      '<circle cx="32" cy="32" r="19" fill="#b45309"/><circle cx="25" cy="28" r="3" fill="#1f2937"/>' +
      '<circle cx="39" cy="28" r="3" fill="#1f2937"/><ellipse cx="32" cy="39" rx="6" ry="4" fill="#1f2937"/>',
  ),
  rabbit: svg(
    '<ellipse cx="24" cy="16" rx="5" ry="14" fill="#d1d5db"/><ellipse cx="40" cy="16" rx="5" ry="14" fill="#d1d5db"/>' +
      '<circle cx="32" cy="38" r="18" fill="#e5e7eb"/><circle cx="26" cy="35" r="3" fill="#1f2937"/>' +
      '<circle cx="38" cy="35" r="3" fill="#1f2937"/><circle cx="32" cy="42" r="3" fill="#f472b6"/>',
  ),
  fish: svg(
    '<ellipse cx="28" cy="32" rx="20" ry="13" fill="#f97316"/><path d="M46 32 L60 20 L60 44 Z" fill="#ea580c"/>' +
      '<circle cx="18" cy="29" r="3" fill="#1f2937"/>',
  ),
  bird: svg(
    '<circle cx="30" cy="34" r="18" fill="#3b82f6"/><path d="M46 32 L58 36 L46 40 Z" fill="#f59e0b"/>' +
      '<circle cx="38" cy="28" r="3" fill="#1f2937"/><path d="M16 34 Q26 50 36 38 Z" fill="#1d4ed8"/>',
  ),
  tortoise: svg(
    '<ellipse cx="30" cy="36" rx="20" ry="14" fill="#15803d"/><circle cx="54" cy="38" r="7" fill="#84cc16"/>' +
      '<rect x="14" y="46" width="8" height="8" rx="3" fill="#84cc16"/><rect x="36" y="46" width="8" height="8" rx="3" fill="#84cc16"/>' +
      '<path d="M20 34 L30 26 L40 34 L30 42 Z" fill="#166534"/><circle cx="56" cy="36" r="2" fill="#1f2937"/>',
  ),
  hamster: svg(
    '<circle cx="20" cy="18" r="6" fill="#fbbf24"/><circle cx="44" cy="18" r="6" fill="#fbbf24"/>' +
      '<ellipse cx="32" cy="36" rx="22" ry="19" fill="#fcd34d"/><ellipse cx="32" cy="44" rx="12" ry="9" fill="#fef3c7"/>' +
      '<circle cx="25" cy="32" r="3" fill="#1f2937"/><circle cx="39" cy="32" r="3" fill="#1f2937"/>',
  ),
  horse: svg(
    '<path d="M18 58 L22 30 Q24 12 40 10 L52 20 L48 28 L38 24 L36 58 Z" fill="#92400e"/>' +
      '<path d="M22 30 Q24 12 40 10 L36 16 Q28 20 26 34 Z" fill="#451a03"/><circle cx="42" cy="17" r="2" fill="#1f2937"/>',
  ),
  house: svg(
    '<path d="M8 30 L32 10 L56 30 Z" fill="#b91c1c"/><rect x="14" y="30" width="36" height="26" fill="#fde68a"/>' +
      '<rect x="28" y="40" width="9" height="16" fill="#92400e"/><rect x="18" y="35" width="7" height="7" fill="#60a5fa"/>' +
      '<rect x="40" y="35" width="7" height="7" fill="#60a5fa"/>',
  ),
  tree: svg('<rect x="28" y="38" width="8" height="20" fill="#92400e"/><circle cx="32" cy="26" r="18" fill="#16a34a"/>'),
  sun: svg(
    '<g stroke="#f59e0b" stroke-width="4"><path d="M32 4 V14 M32 50 V60 M4 32 H14 M50 32 H60 M12 12 L19 19 M45 45 L52 52 M52 12 L45 19 M12 52 L19 45"/></g>' +
      '<circle cx="32" cy="32" r="14" fill="#fbbf24"/>',
  ),
  moon: svg('<path d="M40 8 A24 24 0 1 0 56 44 A19 19 0 1 1 40 8 Z" fill="#facc15"/>'),
  star: svg('<path d="M32 6 L39 24 L58 24 L43 36 L49 56 L32 44 L15 56 L21 36 L6 24 L25 24 Z" fill="#fbbf24"/>'),
  ball: svg(
    '<circle cx="32" cy="32" r="24" fill="#f8fafc" stroke="#1f2937" stroke-width="2"/>' +
      '<path d="M32 22 L41 28 L38 39 L26 39 L23 28 Z" fill="#1f2937"/>',
  ),
  apple: svg(
    '<path d="M32 18 Q16 10 12 28 Q10 50 26 56 Q32 54 38 56 Q54 50 52 28 Q48 10 32 18 Z" fill="#dc2626"/>' +
      '<path d="M32 18 L34 8" stroke="#78350f" stroke-width="3"/><ellipse cx="40" cy="10" rx="6" ry="3" fill="#16a34a"/>',
  ),
  cake: svg(
    '<rect x="12" y="30" width="40" height="24" rx="3" fill="#f9a8d4"/><rect x="12" y="38" width="40" height="5" fill="#fdf2f8"/>' +
      '<rect x="30" y="18" width="4" height="12" fill="#60a5fa"/><path d="M32 10 Q36 15 32 18 Q28 15 32 10 Z" fill="#f59e0b"/>',
  ),
  pizza: svg(
    '<path d="M32 58 L8 14 Q32 2 56 14 Z" fill="#fbbf24"/><path d="M8 14 Q32 2 56 14 L53 19 Q32 8 11 19 Z" fill="#b45309"/>' +
      '<circle cx="30" cy="24" r="4" fill="#dc2626"/><circle cx="38" cy="34" r="4" fill="#dc2626"/><circle cx="28" cy="40" r="3" fill="#dc2626"/>',
  ),
  flower: svg(
    '<rect x="30" y="34" width="4" height="24" fill="#16a34a"/><g fill="#ec4899"><circle cx="32" cy="14" r="8"/>' +
      '<circle cx="22" cy="24" r="8"/><circle cx="42" cy="24" r="8"/><circle cx="26" cy="35" r="8"/><circle cx="38" cy="35" r="8"/></g>' +
      '<circle cx="32" cy="26" r="6" fill="#fde047"/>',
  ),
  bike: svg(
    '<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="16" cy="42" r="11"/><circle cx="48" cy="42" r="11"/></g>' +
      '<path d="M16 42 L26 24 L42 24 L48 42 M26 24 L32 42 L42 24 M24 18 H30 M42 24 L40 16 H46" fill="none" stroke="#dc2626" stroke-width="3"/>',
  ),
  car: svg(
    '<path d="M6 40 L10 30 L20 28 L26 18 H42 L50 28 L58 31 V40 Z" fill="#2563eb"/><path d="M28 21 H40 L45 28 H24 Z" fill="#bfdbfe"/>' +
      '<circle cx="18" cy="42" r="7" fill="#1f2937"/><circle cx="46" cy="42" r="7" fill="#1f2937"/>',
  ),
  book: svg(
    '<path d="M6 14 Q20 8 32 16 V56 Q20 48 6 54 Z" fill="#7c3aed"/><path d="M58 14 Q44 8 32 16 V56 Q44 48 58 54 Z" fill="#8b5cf6"/>' +
      '<path d="M32 16 V56" stroke="#ede9fe" stroke-width="2"/>',
  ),
  boat: svg(
    '<path d="M30 8 V40 H10 Z" fill="#f8fafc" stroke="#1f2937" stroke-width="1"/><path d="M34 14 L52 40 H34 Z" fill="#fca5a5"/>' +
      '<path d="M6 42 H58 L50 54 H14 Z" fill="#92400e"/><rect x="30" y="8" width="4" height="34" fill="#1f2937"/>',
  ),
};
