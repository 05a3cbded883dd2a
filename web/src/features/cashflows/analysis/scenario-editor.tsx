import { maxUserScenarios, type FieldError, type ScenarioResult, type UserScenario } from '@keelson/core';
import { Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCashflowDraftStore, type Draft } from '../../../lib/cashflow-draft';
import { ScenarioFields } from './scenario-fields';
import { addScenario, canAddScenario, newScenarioName, removeScenario, renameScenario, scenariosOf, setOverride } from './user-scenarios';

type ScenarioEditorProps = {
  /** The cashflow whose base values stand beside the overrides (a moment behind a keystroke is soon enough). */
  draft: Draft;
  base: ScenarioResult | undefined;
  currency: string | null | undefined;
  errors: ReadonlyMap<string, FieldError>;
};

/**
 * The user scenarios of the draft, one tab each: add (up to ten), rename, change the overrides, delete after a
 * question. Every change goes into the draft, so core calculates the scenario at once and the comparison follows.
 * The scenarios themselves are read from the draft store, so that what is typed shows in its own frame.
 */
export function ScenarioEditor({ draft, base, currency, errors }: ScenarioEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const patchDraft = useCashflowDraftStore((state) => state.patchDraft);
  const scenarios = useCashflowDraftStore((state) => scenariosOf(state.draft));
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState(false);
  // The scenario the dialog asks about stays named while the dialog closes.
  const [asked, setAsked] = useState({ index: 0, name: '' });
  const current = Math.min(selected, Math.max(scenarios.length - 1, 0));
  const update = (next: UserScenario[]) => patchDraft({ scenarios: next });
  const hasErrors = (index: number) => [...errors.keys()].some((path) => path.startsWith(`scenarios.${index}.`));
  const tabName = (scenario: UserScenario, index: number) => (scenario.name.trim() === '' ? t('scenarios.unnamed', { number: index + 1 }) : scenario.name);

  const add = () => {
    update(
      addScenario(
        scenarios,
        newScenarioName(scenarios, (number) => t('scenarios.defaultName', { number })),
      ),
    );
    setSelected(scenarios.length);
  };
  const askDelete = (index: number, scenario: UserScenario) => {
    setAsked({ index, name: tabName(scenario, index) });
    setConfirming(true);
  };
  const confirmDelete = () => {
    update(removeScenario(scenarios, asked.index));
    setSelected(Math.max(0, asked.index - 1));
    return undefined;
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('scenarios.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md" maw={760}>
        {t('scenarios.lead')}
      </Text>
      <Stack gap="md">
        {scenarios.length === 0 ? (
          <Text size="sm">{t('scenarios.empty')}</Text>
        ) : (
          <Tabs variant="outline" value={String(current)} onChange={(value) => setSelected(Number(value ?? 0))}>
            <Tabs.List aria-label={t('scenarios.listLabel')}>
              {scenarios.map((scenario, index) => (
                <Tabs.Tab key={index} value={String(index)} maw="16rem">
                  <Text span inherit truncate="end" display="block">
                    {hasErrors(index) ? (
                      <>
                        <span aria-hidden="true" style={{ color: 'var(--mantine-color-red-9)' }}>
                          ⚠{' '}
                        </span>
                        <VisuallyHidden>{`${t('scenarios.hasErrors')}: `}</VisuallyHidden>
                      </>
                    ) : null}
                    {tabName(scenario, index)}
                  </Text>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {scenarios.map((scenario, index) => (
              <Tabs.Panel key={index} value={String(index)} pt="md">
                <ScenarioFields
                  index={index}
                  scenario={scenario}
                  draft={draft}
                  base={base}
                  currency={currency}
                  errors={errors}
                  onRename={(name) => update(renameScenario(scenarios, index, name))}
                  onOverride={(name, value) => update(setOverride(scenarios, index, name, value))}
                  onDelete={() => askDelete(index, scenario)}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={add} disabled={!canAddScenario(scenarios)}>
            {t('scenarios.add')}
          </Button>
          <Text size="sm" c="gray.7">
            {canAddScenario(scenarios)
              ? t('scenarios.count', { used: scenarios.length, max: maxUserScenarios })
              : t('scenarios.limit', { max: maxUserScenarios })}
          </Text>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('scenarios.confirm.title')}
        text={t('scenarios.confirm.text', { name: asked.name })}
        confirm={t('scenarios.confirm.confirm')}
        danger
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
