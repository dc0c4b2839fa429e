// Why an action on a contribution is not possible now, from the server's reasons (the same rules it refuses
// with), said in the reader's words with dates in the reader's time zone.
import type { Contribution, ContributionBlock } from '@herald/protocol';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';

type Action = 'update' | 'comment' | 'review' | 'select';

export function blockedText(action: Action, contribution: Contribution): string | undefined {
  const block: ContributionBlock | null | undefined = contribution.blocked?.[action];
  if (!block) return undefined;
  const date = formatDateTime(block.at) ?? '';
  const status = (t.contributions.statuses[contribution.status] ?? contribution.status).toLowerCase();
  const text = t.contributions.blocked;
  switch (block.rule) {
    case 'final_closure_passed':
      return action === 'review'
        ? text.reviewClosed(date)
        : action === 'select'
          ? text.selectClosed(date)
          : text.updateClosed(date);
    case 'comments_closed':
      return text.commentsClosed(date);
    case 'not_accepted':
      return text.selectNotAccepted;
    case 'status_final':
      return action === 'review' ? text.reviewFinal(status) : text.updateFinal(status);
  }
}
