// The admin's Judging tab (issue 11): the judging plan, then judges, conflicts, settings and live
// coverage once judging has its server.
import { JudgingPlan } from './plan/judging-plan';

export function AdminJudgingTab({ submissions }: { submissions?: number }) {
  return (
    <div className="grid gap-6">
      <JudgingPlan defaults={{ submissions }} />
    </div>
  );
}
