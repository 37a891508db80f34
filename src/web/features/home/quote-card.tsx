export function QuoteCard() {
  return (
    <figure className="rounded-3xl bg-violet-100 p-6 shadow">
      <blockquote className="text-xl font-semibold text-violet-950">
        &ldquo;Everybody should learn to program a computer, because it teaches you how to
        think.&rdquo;
      </blockquote>
      <figcaption className="mt-3 text-base text-violet-900">
        Steve Jobs, co-founder of Apple
      </figcaption>
    </figure>
  );
}
