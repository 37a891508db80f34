// Cat, dog, fish and bird, drawn on a 100 x 100 grid (docs/product.md#classes).
import { LINE, OUTLINE } from './art';

export function Cat() {
  return (
    <g {...LINE}>
      <path d="M20 44 L26 10 L48 30 Z" fill="#fb923c" />
      <path d="M80 44 L74 10 L52 30 Z" fill="#fb923c" />
      <path d="M26 34 L29 19 L39 29 Z" fill="#fbcfe8" strokeWidth="2" />
      <path d="M74 34 L71 19 L61 29 Z" fill="#fbcfe8" strokeWidth="2" />
      <ellipse cx="50" cy="56" rx="34" ry="30" fill="#fb923c" />
      <path
        d="M38 28 Q40 36 37 40 M50 27 V38 M62 28 Q60 36 63 40"
        fill="none"
        stroke="#c2410c"
        strokeWidth="3"
      />
      <ellipse cx="37" cy="52" rx="4.5" ry="7" fill={OUTLINE} />
      <ellipse cx="63" cy="52" rx="4.5" ry="7" fill={OUTLINE} />
      <path d="M45 62 L55 62 L50 68 Z" fill="#f472b6" strokeWidth="2" />
      <path d="M50 68 Q45 75 39 72 M50 68 Q55 75 61 72" fill="none" strokeWidth="2.5" />
      <path
        d="M33 63 L6 58 M33 68 L6 72 M67 63 L94 58 M67 68 L94 72"
        fill="none"
        strokeWidth="2.5"
      />
    </g>
  );
}

export function Dog() {
  return (
    <g {...LINE}>
      <ellipse cx="21" cy="46" rx="11" ry="25" fill="#78350f" transform="rotate(18 21 46)" />
      <ellipse cx="79" cy="46" rx="11" ry="25" fill="#78350f" transform="rotate(-18 79 46)" />
      <ellipse cx="50" cy="52" rx="27" ry="31" fill="#d97706" />
      <ellipse cx="50" cy="70" rx="16" ry="12" fill="#fde68a" />
      <circle cx="39" cy="46" r="4.5" fill={OUTLINE} />
      <circle cx="61" cy="46" r="4.5" fill={OUTLINE} />
      <ellipse cx="50" cy="62" rx="7" ry="5" fill={OUTLINE} />
      <path d="M50 67 V72 M43 72 Q50 78 57 72" fill="none" strokeWidth="2.5" />
      <path d="M46 75 Q46 86 50 86 Q54 86 54 75" fill="#f472b6" strokeWidth="2.5" />
    </g>
  );
}

export function Fish() {
  return (
    <g {...LINE}>
      <path d="M70 50 L95 28 L95 72 Z" fill="#0f766e" />
      <path d="M36 31 Q50 12 64 33 Z" fill="#0f766e" />
      <path d="M44 68 Q50 82 60 68 Z" fill="#0f766e" />
      <ellipse cx="42" cy="50" rx="35" ry="22" fill="#2dd4bf" />
      <path
        d="M52 38 Q58 50 52 62 M63 40 Q68 50 63 60"
        fill="none"
        stroke="#0f766e"
        strokeWidth="3"
      />
      <circle cx="24" cy="44" r="6" fill="#ffffff" />
      <circle cx="23" cy="44" r="3" fill={OUTLINE} stroke="none" />
      <path d="M8 54 Q13 57 17 54" fill="none" strokeWidth="2.5" />
    </g>
  );
}

export function Bird() {
  return (
    <g {...LINE}>
      <path
        d="M46 80 L42 94 M60 80 L62 94 M36 94 H48 M56 94 H68"
        fill="none"
        stroke="#c2410c"
        strokeWidth="4"
      />
      <path d="M76 56 L97 46 L93 70 Z" fill="#0369a1" />
      <ellipse cx="54" cy="60" rx="28" ry="22" fill="#38bdf8" />
      <circle cx="32" cy="38" r="17" fill="#38bdf8" />
      <path d="M17 34 L3 41 L17 46 Z" fill="#facc15" />
      <circle cx="28" cy="34" r="3.5" fill={OUTLINE} stroke="none" />
      <path d="M44 56 Q60 40 78 58 Q62 72 44 56 Z" fill="#0369a1" />
    </g>
  );
}
