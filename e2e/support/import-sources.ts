/**
 * Clean-up for the import specs: the sources a test added (named with its tag), what they imported
 * (events and queued submissions) and their runs. As the service role, from the test process.
 */
const backend = () => import('./backend');

export async function deleteImportSources(tag: string): Promise<void> {
  const { admin } = await backend();
  const { data: sources } = await admin.from('event_sources').select('id').like('name', `%${tag}%`);
  const sourceIds = ((sources ?? []) as Array<{ id: string }>).map((s) => s.id);
  const eventIds = new Set<string>();
  const submissionIds = new Set<string>();
  if (sourceIds.length > 0) {
    const { data: items } = await admin
      .from('event_source_items')
      .select('event_id, submission_id')
      .in('source_id', sourceIds);
    for (const item of (items ?? []) as Array<{ event_id: string | null; submission_id: string | null }>) {
      if (item.event_id) eventIds.add(item.event_id);
      if (item.submission_id) submissionIds.add(item.submission_id);
    }
  }
  // Events named with the tag too, in case a run wrote them before its items were linked.
  const { data: tagged } = await admin.from('events').select('id').like('title', `%${tag}%`);
  for (const row of (tagged ?? []) as Array<{ id: string }>) eventIds.add(row.id);
  if (submissionIds.size > 0)
    await admin
      .from('event_submissions')
      .delete()
      .in('id', [...submissionIds]);
  if (eventIds.size > 0)
    await admin
      .from('events')
      .delete()
      .in('id', [...eventIds]);
  // Items and runs go with their source (on delete cascade).
  if (sourceIds.length > 0) await admin.from('event_sources').delete().in('id', sourceIds);
}
