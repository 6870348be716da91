/** Paths of the endpoints that describe the service itself rather than a feature. */
export const servicePaths = {
  health: '/api/health',
  openApi: '/api/docs/openapi.json',
} as const;
