// The feedback form's one endpoint; the answer's type comes from src/domain/api/feedback-api.ts.
import type { FeedbackSubmission } from '../../../domain/feedback';
import type { feedbackCreated } from '../../../domain/api/feedback-api';
import type { Json } from '../../../domain/api/common-api';
import { apiRequest } from '../../lib/api';

/** POST /api/feedback: the author is whoever the session says, never a field of the body. */
export const postFeedback = (submission: FeedbackSubmission) =>
  apiRequest<Json<typeof feedbackCreated>>('POST', '/api/feedback', submission);
