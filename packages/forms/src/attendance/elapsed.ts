/** Whole hours and minutes between two instants (never negative). */
export function elapsedParts(from: Date, to: Date): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
