import type { TableColumn } from './Table';

/** Sample partners for stories and tests. */
export interface PartnerRow {
  id: string;
  name: string;
  email: string;
  city: string;
  tasks: number;
  status: 'Approved' | 'Pending' | 'Rejected';
}

export const partnerRows: PartnerRow[] = [
  { id: 'p1', name: 'Asha Rao', email: 'asha.rao@example.com', city: 'Pune', tasks: 3, status: 'Approved' },
  {
    id: 'p2',
    name: 'Vikram Singh',
    email: 'vikram@example.com',
    city: 'Delhi',
    tasks: 12,
    status: 'Pending',
  },
  {
    id: 'p3',
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    city: 'Chennai',
    tasks: 0,
    status: 'Approved',
  },
  { id: 'p4', name: 'Daniel Dsouza', email: 'daniel@example.com', city: 'Goa', tasks: 7, status: 'Rejected' },
  {
    id: 'p5',
    name: 'Farah Khan',
    email: 'farah.khan@example.com',
    city: 'Mumbai',
    tasks: 1,
    status: 'Pending',
  },
];

export const partnerColumns: TableColumn<PartnerRow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'email', name: 'E-mail' },
  { id: 'city', name: 'City', allowsSorting: true },
  { id: 'tasks', name: 'Tasks', allowsSorting: true, align: 'end' },
];
