// A guest visiting without an account has no profile and no password: the account pages say so instead of
// asking the server, which refuses a guest visit there (docs/decisions/0015-guest-browsing.md).
import { EmptyState } from '@herald/ui';
import { UNIVERSITY_LINKS } from '@herald/protocol';
import { t } from '../../../shared/i18n/en';
import { PageFrame } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';

export function GuestVisitNotice() {
  return (
    <PageFrame>
      <EmptyState
        title={t.guestVisit.noAccount}
        description={t.guestVisit.noAccountHint}
        action={<TextLink href={UNIVERSITY_LINKS.guest.published()}>{t.guestVisit.backToWork}</TextLink>}
      />
    </PageFrame>
  );
}
