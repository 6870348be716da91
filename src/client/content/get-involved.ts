/**
 * A forwarder left while the site's fixed texts move to src/client/texts: the dashboard's giving labels
 * (features/giving-admin/action-labels.ts) still import this path. Once that import reads
 * '#client/texts/get-involved.ts', delete this file and its folder.
 */
export { getInvolvedActions } from '#client/texts/get-involved.ts';
