// Rendered in Chromium by isolation.test.ts: a sample of the kit inside UIProvider, built from the library's entry
// so the page carries the whole stylesheet the package ships.
import { createRoot } from 'react-dom/client';
import {
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Heading,
  IconButton,
  Pagination,
  Tab,
  TabList,
  Tabs,
  Text,
  UIProvider,
} from '../index.js';
import { BellIcon } from '../icons/BellIcon.js';

function Sample() {
  return (
    <UIProvider>
      <div data-part="root">
        <Heading level={1} data-part="heading">
          My contributions
        </Heading>
        <Text data-part="text">Contributions close on 14 March.</Text>
        <Button data-part="button">Submit contribution</Button>
        <Button variant="secondary" data-part="secondary-button">
          Save draft
        </Button>
        <IconButton label="Notifications" icon={<BellIcon />} data-part="icon-button" />
        <Badge count={7} data-part="badge" />
        <Card data-part="card">A card</Card>
        <Breadcrumbs items={[{ label: 'Events', href: '/events' }, { label: 'Poster day' }]} />
        <Tabs defaultValue="pending">
          <TabList aria-label="Status">
            <Tab value="pending" data-part="tab">
              Pending
            </Tab>
          </TabList>
        </Tabs>
        <Pagination page={2} pageCount={3} onPageChange={() => undefined} />
      </div>
    </UIProvider>
  );
}

const container = document.getElementById('app');
if (container) createRoot(container).render(<Sample />);
