// docs/product.md#dates: dates in US English short format with hour and minute.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

export const formatSubmittedAt = (iso: string): string => dateTime.format(new Date(iso));

/** Stars for sight, words for everyone (not colour or shape alone). */
export function ratingText(rating: number | null): string {
  return rating === null ? 'No rating' : `Rating: ${rating} out of 5`;
}

/** 'user_testing' → 'User testing'. */
export const feedbackTypeLabel = (type: string): string => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Feedback';
};
