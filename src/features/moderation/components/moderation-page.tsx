import { useId } from 'react';
import { PageMeta } from '@/features/city';
import { MODERATION_HEAD } from '@/content/page-heads';
import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '@/features/auth';
import {
  MODERATION_TAB_LABELS,
  MODERATION_TABS,
  parseModerationTab,
  type ModerationTab,
} from '../domain/moderation-tabs';
import { ImportSources } from './import-sources';
import { PendingQueue } from './pending-queue';
import { ReviewHistory } from './review-history';

const TAB_ITEMS = MODERATION_TABS.map((value) => ({ value, label: MODERATION_TAB_LABELS[value] }));

/**
 * /moderacion for moderators, in two tabs (`?tab=`, so a reload or a shared link opens the same one):
 * 'Propuestas', the queue to review and the decisions taken; 'Fuentes', the agendas imported.
 */
export function ModerationPage({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = parseModerationTab(params.get('tab'));
  const idBase = useId();
  const select = (next: ModerationTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'propuestas') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:py-12">
      <PageMeta {...MODERATION_HEAD} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">Moderación de eventos</h1>
        <p className="text-gray-700">
          {tab === 'propuestas'
            ? 'Revisa cada propuesta tal como se verá publicada. Al aprobarla aparece en la agenda al momento; al rechazarla, indica el motivo.'
            : 'Las agendas públicas que se importan cada hora: añade una, páusala o impórtala ahora.'}
        </p>
      </header>
      <TabList
        idBase={idBase}
        label="Secciones de moderación"
        items={TAB_ITEMS}
        value={tab}
        onValueChange={select}
        className="max-w-md"
      />
      <TabPanel idBase={idBase} value={tab} className="space-y-12">
        {tab === 'propuestas' ? (
          <>
            <PendingQueue />
            <ReviewHistory currentUserId={userId} />
          </>
        ) : (
          <ImportSources />
        )}
      </TabPanel>
    </div>
  );
}
