import type { TaskRow } from './types.ts';

/** Story data: an overdue, a due-today and a closed task (now: 25 Nov 2026). */
export const demoTaskRows: TaskRow[] = [
  {
    id: 41,
    title: 'Confirm the visit with the customer',
    assignee: 'Anita Joshi',
    status: 'open',
    dueDate: '2026-11-24',
    remarks: '',
    ticketId: '6f1c2a9e0b3d4e5f8a7b6c5d4e3f2a10',
    ticketNumber: 'TKT-260017',
    project: { id: 3, name: 'Voltas AC rollout' },
  },
  {
    id: 42,
    title: 'Upload the installation photos',
    assignee: 'Anita Joshi',
    status: 'open',
    dueDate: '2026-11-25',
    remarks: '',
    ticketId: '7a2b3c4d5e6f708192a3b4c5d6e7f801',
    ticketNumber: 'TKT-260018',
    project: { id: 3, name: 'Voltas AC rollout' },
  },
  {
    id: 43,
    title: 'Enter the serial number',
    assignee: 'Anita Joshi',
    status: 'closed',
    dueDate: '2026-11-20',
    remarks: 'Done',
    ticketId: '9c4d5e6f708192a3b4c5d6e7f8011223',
    ticketNumber: 'TKT-260020',
    project: { id: 4, name: 'Blue Star service' },
  },
];
