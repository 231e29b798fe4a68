import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'clientProjects.list.title', defaultMessage: 'Projects' },
  loading: { id: 'clientProjects.list.loading', defaultMessage: 'Loading projects' },
  loadFailed: { id: 'clientProjects.list.loadFailed', defaultMessage: 'The projects could not be loaded' },
  retry: {
    id: 'clientProjects.list.retry',
    defaultMessage: 'Retry',
    description: 'Button after a failed load: try loading the projects again (verb)',
  },
  empty: { id: 'clientProjects.list.empty', defaultMessage: 'No project yet' },
  emptyHelp: {
    id: 'clientProjects.list.emptyHelp',
    defaultMessage: 'Projects show here once they have tickets.',
  },
  statusActive: {
    id: 'clientProjects.status.active',
    defaultMessage: 'Active',
    description: 'Project status: work is going on (adjective: active)',
  },
  statusOnHold: { id: 'clientProjects.status.onHold', defaultMessage: 'On hold' },
  statusClosed: {
    id: 'clientProjects.status.closed',
    defaultMessage: 'Closed',
    description: 'Project status: finished (adjective: closed)',
  },
  openTickets: { id: 'clientProjects.card.openTickets', defaultMessage: 'Open tickets' },
  slaBreaches: { id: 'clientProjects.card.slaBreaches', defaultMessage: 'SLA breaches' },
  progress: { id: 'clientProjects.card.progress', defaultMessage: 'Completed tickets' },
  openProject: { id: 'clientProjects.card.open', defaultMessage: 'View tickets' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  codeAndClient: { code: string; client: string };
  progressValue: { completed: number; total: number };
  openProjectLabel: { name: string };
};

const withValues = defineMessages<WithValues>({
  codeAndClient: { id: 'clientProjects.card.codeAndClient', defaultMessage: '{code} · {client}' },
  progressValue: { id: 'clientProjects.card.progressValue', defaultMessage: '{completed} of {total}' },
  openProjectLabel: { id: 'clientProjects.card.openLabel', defaultMessage: 'View tickets of {name}' },
});

/** Type of {@link clientProjectMessages}. */
export type ClientProjectMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & { readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]> };

/** Texts of the project progress list (/project, /client-project-list). */
export const clientProjectMessages: ClientProjectMessages = { ...plain, ...withValues };
