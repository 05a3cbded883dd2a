import type { PlausibilityWarning } from '@keelson/core';
import type { TextInputProps } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { plausibilityWarningText } from '../../model/plausibility';
import classes from './field-warning.module.css';

type WarningProps = Pick<TextInputProps, 'success' | 'withSuccessStyles' | 'successProps'>;

const none: WarningProps = {};

/**
 * The props that show a plausibility warning below its field (docs/plausibility.md): orange with a sign and "Check:",
 * announced with the field (aria-describedby), and hidden by an error, which stays red and says what it says. A
 * warning never holds anything up.
 */
export function useWarningProps(currency: string | null | undefined) {
  const { t } = useTranslation();
  return useCallback(
    (warning: PlausibilityWarning | undefined): WarningProps =>
      warning === undefined
        ? none
        : {
            success: (
              <>
                <span aria-hidden="true">⚠ </span>
                <span className={classes.check}>{t('cashflow.plausibility.check')}</span> {plausibilityWarningText(warning, currency, t)}
              </>
            ),
            withSuccessStyles: false,
            successProps: { className: classes.warning, 'data-plausibility': warning.rule },
          },
    [t, currency],
  );
}
