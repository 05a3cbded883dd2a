import { Alert, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashflowActions } from '../hooks/use-cashflow-actions';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SharingDialog } from '../../../components/sharing-dialog';
import { readonlyAddress } from '../cashflow-records';
import { notify } from '../../../lib/notifications';
import { useRefusedFields } from '../model/refused-fields';
import { focusInSection } from '../model/open-sections';
import { inputIdOf } from './fields/use-field-labels';
import { PrintDraftSummaryButton } from '../memo/print-summary-button';
import { SignInToKeep } from './sign-in-to-keep';
import { ResultsNavigation } from './results-navigation';

type Confirmation = 'reset' | 'example' | 'deleteLinks';

/** From a tablet's width on the actions bar sticks below the header, with the results' navigation in it. */
export const stickyActionsQuery = '(min-width: 48em)';

type ActionsBarProps = {
  /** The bar's element, for the page to place what it pins below it. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The page's actions, sticky below the header from a tablet's width on, so that they stay in reach while the form
 * scrolls, and there with the results' navigation (on a phone the workbench holds that in a bar of its own). It depends
 * on no field of the draft, so a keystroke does not draw it again.
 */
export const ActionsBar = memo(function ActionsBar({ ref }: ActionsBarProps) {
  const { t } = useTranslation();
  const actions = useCashflowActions();
  const sticky = useMediaQuery(stickyActionsQuery, undefined, { getInitialValueInEffect: false });
  const saved = useCashflowDraftStore((state) => state.saved);
  const edited = useCashflowDraftStore((state) => state.edited);
  const [confirming, setConfirming] = useState(false);
  // The question last asked stays in the dialog while it closes.
  const [asked, setAsked] = useState<Confirmation>('reset');
  const ask = (confirmation: Confirmation) => {
    setAsked(confirmation);
    setConfirming(true);
  };
  const confirmed: Record<Confirmation, () => Promise<void>> = { reset: actions.reset, example: actions.loadExample, deleteLinks: actions.deleteLinks };
  const [linksOpen, setLinksOpen] = useState(false);
  const readonlyIds = saved?.readonlyIds ?? [];
  const { busy } = actions;
  /**
   * A field whose typed text is refused holds no value, so a save would store something else than it shows:
   * the save waits, and the keyboard goes to the first such field.
   */
  const unlessRefused = (action: () => Promise<void>) => () => {
    const [first] = Object.keys(useRefusedFields.getState().entries);
    if (first === undefined) {
      void action();
      return;
    }
    notify('warning', t('cashflow.notifications.refusedNotSaved'));
    focusInSection(first, inputIdOf(first));
  };
  const status = saved === null ? t('cashflow.status.unsaved') : edited ? t('cashflow.status.edited') : t('cashflow.status.saved');

  return (
    <Paper
      ref={ref}
      // A bar that sticks: the results' navigation places what it jumps to below it; its controls need no scroll margin (app/global.css).
      data-sticky-bar={sticky ? true : undefined}
      component="section"
      aria-label={t('cashflow.actions.label')}
      withBorder
      shadow="xs"
      p="sm"
      mb="lg"
      radius="md"
      // On a phone the bar's buttons take several lines: it stays in the flow there, where the headline bar holds the foot.
      style={sticky ? { position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px) + 0.5rem)', zIndex: 20 } : undefined}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button onClick={unlessRefused(actions.save)} loading={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
            {t('cashflow.actions.save')}
          </Button>
          <Button variant="light" onClick={unlessRefused(actions.createLink)} loading={busy === 'createLink'} disabled={busy !== null && busy !== 'createLink'}>
            {t('cashflow.actions.createLink')}
          </Button>
          {readonlyIds.length > 0 ? (
            <Button variant="subtle" onClick={() => setLinksOpen(true)}>
              {t('cashflow.actions.showLinks', { count: readonlyIds.length })}
            </Button>
          ) : null}
          {saved === null ? null : (
            <Button variant="subtle" color="red.9" onClick={() => ask('deleteLinks')} loading={busy === 'deleteLinks'} disabled={busy !== null}>
              {t('cashflow.actions.deleteLinks')}
            </Button>
          )}
          <PrintDraftSummaryButton />
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {status}
          </Text>
          <Button variant="default" onClick={() => (edited || saved !== null ? ask('example') : void actions.loadExample())}>
            {t('cashflow.actions.loadExample')}
          </Button>
          <Button variant="default" color="red.9" onClick={() => ask('reset')}>
            {t('cashflow.actions.reset')}
          </Button>
        </Group>
      </Group>
      {actions.signInNeededFor === null ? null : <SignInToKeep action={actions.signInNeededFor} onClose={actions.dismissSignIn} />}
      {sticky ? (
        <Box mt="xs" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <ResultsNavigation />
        </Box>
      ) : null}
      {actions.stale ? (
        <Alert color="red" mt="sm" title={t('cashflow.stale.title')}>
          <Text size="sm" mb="xs">
            {t('cashflow.stale.text')}
          </Text>
          <Button size="xs" color="red.9" onClick={() => void actions.reloadSaved()} loading={busy === 'reload'}>
            {t('cashflow.stale.reload')}
          </Button>
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t(`cashflow.confirm.${asked}Title`)}
        text={t(`cashflow.confirm.${asked}Text`)}
        confirm={t(`cashflow.confirm.${asked}Confirm`)}
        danger={asked !== 'example'}
        onConfirm={() => void confirmed[asked]()}
        onClose={() => setConfirming(false)}
      />
      <SharingDialog
        opened={linksOpen || actions.newLinkId !== null}
        title={t('cashflow.links.title')}
        text={t('cashflow.links.text')}
        links={readonlyIds.map((id) => ({ id, address: readonlyAddress(location.origin, id) }))}
        newLinkId={actions.newLinkId}
        onClose={() => {
          setLinksOpen(false);
          actions.clearNewLink();
        }}
      />
    </Paper>
  );
});
