import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion.js';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="files" title="Which files can I upload?">
        Word documents (.docx) and images (JPEG, PNG), up to 20 MB each.
      </AccordionItem>
      <AccordionItem value="deadline" title="What happens after the closure date?">
        You can no longer submit new work, but you can edit what you submitted until the final closure date.
      </AccordionItem>
      <AccordionItem value="publish" title="Who decides what is published?">
        The marketing manager selects from the work your coordinator accepted.
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens a section, the arrow keys move between headers, and each header is a level-3 heading. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const files = canvas.getByRole('button', { name: 'Which files can I upload?' });
    await expect(files).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(files).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Which files can I upload?' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'What happens after the closure date?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Who decides what is published?' })).toHaveFocus();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(files).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['files', 'publish'] } as never,
};

export const RightToLeft: Story = { args: { defaultValue: 'deadline' }, globals: { direction: 'rtl' } };
