// The host's own use of the kit's Popover and Tabs, shared by the pages that measure what the center adds to it.
import { Popover, PopoverContent, PopoverTrigger, Tab, TabList, TabPanel, Tabs } from '@herald/ui';

export function HostPrimitives() {
  return (
    <>
      <Popover>
        <PopoverTrigger>
          <button type="button">Filters</button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filters">Only open events</PopoverContent>
      </Popover>
      <Tabs defaultValue="open">
        <TabList aria-label="Events">
          <Tab value="open">Open</Tab>
          <Tab value="closed">Closed</Tab>
        </TabList>
        <TabPanel value="open">Two events are open.</TabPanel>
        <TabPanel value="closed">One event has closed.</TabPanel>
      </Tabs>
    </>
  );
}
