// docs/product.md#brand: every product and mascot name lives here and nowhere else.
export const brand = {
  product: "Ada's Code Adventures",
  mascot: 'Ada',
  points: 'Ada points',
  tagline: 'Learn to code with Ada, one small adventure at a time.',
  bookLabel: 'Get the Book',
} as const;
