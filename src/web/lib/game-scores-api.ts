// The game score endpoints as the web calls them, shared by the games screen and the badges
// (features never import each other). Types come from src/domain/api/games-api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { GameScoreJson, PostGameScoreAnswerJson } from '../../domain/api/games-api';
import { apiGet, apiRequest } from './api';

export const GAME_SCORES_QUERY_KEY = ['/api/game-scores'] as const;

/** GET /api/game-scores: the signed-in learner's plays, newest first. */
const getGameScores = () => apiGet<GameScoreJson[]>('/api/game-scores');

export const gameScoresQueryOptions = () =>
  queryOptions({ queryKey: GAME_SCORES_QUERY_KEY, queryFn: getGameScores });

/** POST /api/game-scores: the server checks the score and decides the points. */
export const postGameScore = (gameId: string, score: number) =>
  apiRequest<PostGameScoreAnswerJson>('POST', '/api/game-scores', { gameId, score });
