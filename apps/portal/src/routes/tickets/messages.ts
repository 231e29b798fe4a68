import { defineMessages } from 'react-intl';

const withValues = defineMessages<{ linkCopied: { url: string }; projectTickets: { project: string } }>({
  linkCopied: { id: 'portal.tickets.linkCopied', defaultMessage: 'Link copied: {url}' },
  projectTickets: { id: 'portal.tickets.projectTickets', defaultMessage: 'Tickets of {project}' },
});

const plain = defineMessages({
  linkCopyFailed: { id: 'portal.tickets.linkCopyFailed', defaultMessage: 'The link could not be copied.' },
  createTicket: { id: 'portal.tickets.create', defaultMessage: 'Create ticket' },
  qcDescription: {
    id: 'portal.tickets.qcDescription',
    defaultMessage: 'Open a ticket to check its report, signatures and photos, then pass or reject it.',
  },
  qcTasksTitle: { id: 'portal.tickets.qcTasksTitle', defaultMessage: 'Tickets sent back by quality review' },
  clientTicketsTitle: { id: 'portal.tickets.clientTitle', defaultMessage: 'Your tickets' },
  backToProjects: { id: 'portal.tickets.backToProjects', defaultMessage: 'All projects' },
  tasksTitle: { id: 'portal.tasks.title', defaultMessage: 'Tasks' },
  myTasks: { id: 'portal.tasks.mine', defaultMessage: 'Assigned to' },
  mineOnly: {
    id: 'portal.tasks.mineOnly',
    defaultMessage: 'Me',
    description: 'Filter option in the tasks list: only tasks assigned to me (the signed-in user)',
  },
  everyone: { id: 'portal.tasks.everyone', defaultMessage: 'Everyone' },
  taskStatus: {
    id: 'portal.tasks.status',
    defaultMessage: 'Status',
    description: 'Filter label: filter tasks by status',
  },
  taskOpen: {
    id: 'portal.tasks.open',
    defaultMessage: 'Open',
    description: 'Task status filter option: tasks still to be done (adjective: open)',
  },
  taskClosed: {
    id: 'portal.tasks.closed',
    defaultMessage: 'Closed',
    description: 'Task status filter option: tasks already done (adjective: closed)',
  },
  noTasks: { id: 'portal.tasks.empty', defaultMessage: 'No task to do' },
  closeSelected: { id: 'portal.tasks.closeSelected', defaultMessage: 'Close selected tasks' },
  projectsTitle: { id: 'portal.projects.title', defaultMessage: 'Projects' },
  clientProjectsTitle: { id: 'portal.projects.clientTitle', defaultMessage: 'Your projects' },
});

/** Texts the portal adds around the ticket screens (toasts and page sentences). Issue 13. */
export const ticketRouteMessages = { ...plain, ...withValues };
