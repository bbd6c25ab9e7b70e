// Judging (issue 11): judges and their invitations, conflicts of interest, the judging settings, the
// judges' scores (evaluations), their queue (next / hold / skip / evaluate / revise), the admins' live coverage, the corrected ranking
// and the winners' readiness check. Routes and shapes: docs/judging-api.md. The math is shared/judging/.
// Import from here; the contracts live in the judging-*.ts files beside it.
export * from './judging-rules';
export * from './judging-evaluations';
export * from './judging-people';
export * from './judging-queue';
export * from './judging-results';
