// Any signed-in person: the notification settings of the bell's center as a page of its own, reached from the
// profile, so the emails' "notification settings" has a place to link to. The list comes from the server, which
// lists only the workflows that reach the person's role.
import { ConnectedSettings } from '@herald/notification-center/views';
import { Card } from '@herald/ui';
import { UNIVERSITY_LINKS } from '@herald/protocol';
import { t } from '../../../shared/i18n/en';
import { hasAccount } from '../../../shared/session/token';
import { PageFrame } from '../../../shared/pages/common/Page';
import { GuestVisitNotice } from './GuestVisitNotice';

export default function NotificationSettingsPage() {
  if (!hasAccount()) return <GuestVisitNotice />;
  return (
    <PageFrame
      lead={t.notificationSettings.lead}
      breadcrumbs={[
        { label: t.profile.title, href: UNIVERSITY_LINKS.account.profile() },
        { label: t.notificationSettings.title },
      ]}
    >
      <Card>
        <ConnectedSettings layout="page" />
      </Card>
    </PageFrame>
  );
}
