// The lessons' words moved to locales/en/web/lesson.json, activities.json and readAloud.json;
// this one stays until the Code Lab's read-aloud box moves to the catalogue.
export const lessonMessages = {
  lessonKit: {
    voiceNotAvailable: 'Voice not available', // fixed words, docs/product.md#messages
  },
} as const;
