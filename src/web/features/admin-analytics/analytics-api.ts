// The admin analytics endpoint: fetcher, query options and hook; types from
// src/domain/api/analytics-api.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '../../../domain/api/analytics-api';
import { apiGet } from '../../lib/api';

/** GET /api/admin/analytics: counts of the last `days` days. */
const getAnalyticsReport = (days: number) =>
  apiGet<AnalyticsReport>(`/api/admin/analytics?days=${days}`);

// Asked again each time the page opens (and on Refresh): counts kept from an earlier visit
// would miss everything since (docs/product.md#analytics).
const analyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['/api/admin/analytics', days],
    queryFn: () => getAnalyticsReport(days),
    refetchOnMount: 'always',
  });

export const useAnalyticsReport = (days: number) => useQuery(analyticsQueryOptions(days));
