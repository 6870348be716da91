/** Paths of the endpoints that describe the service itself rather than a feature. */
export const servicePaths = {
  health: '/api/health',
  /** 200 while the process can answer at all (no dependency is checked). */
  healthLive: '/api/health/live',
  /** 200 once started and while every required dependency is up; 503 otherwise and while shutting down. */
  healthReady: '/api/health/ready',
  openApi: '/api/docs/openapi.json',
} as const;
