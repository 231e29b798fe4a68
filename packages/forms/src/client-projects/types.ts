/** One project with its ticket progress (/project, /client-project-list). */
export interface ProjectProgressRow {
  id: number;
  code: string;
  name: string;
  clientName: string;
  status: 'active' | 'on_hold' | 'closed';
  openTickets: number;
  /** Open tickets past their SLA. */
  slaBreaches: number;
  completedTickets: number;
  totalTickets: number;
}
