import type { LastUpdated as LastUpdatedDate } from '@/lib/build/last-updated';

// Left out when the file's history does not tell the date.
export default function LastUpdated({ date }: { date: LastUpdatedDate | null }) {
  if (!date) return null;
  return (
    <p className="last-updated">
      Päivitetty <time dateTime={date.dateTime}>{date.text}</time>
    </p>
  );
}
