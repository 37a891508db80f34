import { PlaceholderPage } from '../../components/placeholder-page';

export default function LessonPage() {
  return <PlaceholderPage title="conditionals" />;
}
